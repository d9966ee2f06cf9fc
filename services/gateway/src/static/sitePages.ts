import type { RegisteredRemote } from '@canal/contracts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new Map<string, RegExp>();

/**
 * A page route's path as the shell's router (react-router) reads it: `:name` is one segment,
 * `:name?` or `segment?` an optional one, a final `*` the rest; any case, a trailing slash allowed.
 */
export function pagePattern(route: string): RegExp {
  const known = compiled.get(route);
  if (known) return known;
  let source = '';
  for (const segment of route.split('/').filter(Boolean)) {
    if (segment === '*') {
      source += '(?:/.*)?';
      continue;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = `/${name.startsWith(':') ? '[^/]+' : escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  const pattern = new RegExp(`^${source}/?$`, 'i');
  compiled.set(route, pattern);
  return pattern;
}

/**
 * Whether the shell draws a page at `pathname` rather than its 404: some remote of the registry
 * declares a route that matches it. With no remote at all, the shell draws its 'site unavailable'
 * message at every address: not a 404.
 */
export function isSitePage(remotes: readonly RegisteredRemote[], pathname: string): boolean {
  if (remotes.every((remote) => remote.routes.length === 0)) return true;
  return remotes.some((remote) => remote.routes.some((route) => pagePattern(route.path).test(pathname)));
}
