import { atom } from 'jotai';

/** The CSRF token of the session, from GET /api/ping; null until fetched. */
export const csrfTokenAtom = atom<string | null>(null);
