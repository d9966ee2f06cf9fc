/** The accounts back office's routes (spec 001 section 2 "Generic staff list and edit screens"). */
export const ACCOUNT_ROUTES = {
  list: '/staff/account/list',
  create: '/staff/account/edit',
  edit: (id: number | string) => `/staff/account/edit/${encodeURIComponent(String(id))}`,
} as const;

/** The accounts module's API base: GET /api/account/list, /api/account/edit[/{id}]... */
export const ACCOUNT_API = '/api/account';
