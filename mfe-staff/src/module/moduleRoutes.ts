import { BACK_OFFICE_MODULES } from '@canal/contracts/core';

/**
 * The modules whose pages are not at their name: the podcast modules live at /staff/podcast/theme/…
 * and /staff/podcast/show/… (spec 001 section 2) while their API is /api/podcastTheme and
 * /api/podcastShow, as their declarations say (`staffPath`).
 */
const NESTED_MODULES: Record<string, string> = Object.fromEntries(
  Object.values(BACK_OFFICE_MODULES).flatMap((module): [string, string][] => ('staffPath' in module ? [[module.name, module.staffPath]] : [])),
);

/**
 * A module's name from /staff/{module}/... or /staff/podcast/{sub}/...: letters only, so it can
 * never reach another API path.
 */
export function readModuleName(value: string | undefined, sub?: string): string | null {
  if (!value || !/^[A-Za-z]{1,40}$/.test(value)) return null;
  if (sub === undefined) return value;
  const nested = Object.entries(NESTED_MODULES).find(([, path]) => path === `${value}/${sub}`);
  return nested ? nested[0] : null;
}

/**
 * The module of a list page from its address, /staff/{module}/list or /staff/podcast/{sub}/list:
 * the lists the sidebar names are declared at their own paths (src/routes.ts), without parameters.
 */
export function moduleOfListPath(pathname: string): string | null {
  const match = /^\/staff\/([^/]+)(?:\/([^/]+))?\/list\/?$/.exec(pathname);
  return match ? readModuleName(match[1], match[2]) : null;
}

export const moduleApi = (module: string) => `/api/${module}`;
export const moduleListRoute = (module: string) => `/staff/${NESTED_MODULES[module] ?? module}/list`;
