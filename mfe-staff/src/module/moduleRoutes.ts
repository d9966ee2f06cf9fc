/** A module's name as it appears in /staff/{module}/...: letters only, so it can never reach another API path. */
export function readModuleName(value: string | undefined): string | null {
  return value && /^[A-Za-z]{1,40}$/.test(value) ? value : null;
}

export const moduleApi = (module: string) => `/api/${module}`;
export const moduleListRoute = (module: string) => `/staff/${module}/list`;
