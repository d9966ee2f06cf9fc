/** A stand-in origin: a path is kept only when a URL parser, given it, stays on this origin. */
const SITE = 'https://canal-pneumo.invalid';

/** Characters that URL parsers drop (tab, newline) or read as '/' (backslash): '/\t/evil' is '//evil' to a browser. */
const TRICKY = /[\u0000-\u001F\u007F\\]/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The page to come back to after logging in (query `_pn`), when it is a path of this site:
 * '/live/3' yes; 'https://…', '//host', '/\t/host', '/\\host' or 'javascript:…' never, so a link
 * cannot send the user elsewhere nor break the page. The value may arrive encoded once more than
 * the query string itself. Never throws.
 */
export function returnPath(raw: string | null): string | null {
  if (!raw) return null;
  let path = raw.trim();
  if (!path.startsWith('/')) {
    const once = decoded(path);
    if (once === null) return null;
    path = once;
  }
  // Refused when the path, or the path decoded once more, holds a character a parser would rewrite.
  const inner = decoded(path);
  if (inner === null || TRICKY.test(path) || TRICKY.test(inner)) return null;
  if (!path.startsWith('/') || path.startsWith('//') || inner.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
