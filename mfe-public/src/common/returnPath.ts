/**
 * The page to come back to after logging in (query `_pn`), when it is a path of this site:
 * '/live/3' yes; 'https://…', '//host' or 'javascript:…' never, so a link cannot send the
 * user elsewhere. The value may arrive encoded once more than the query string itself.
 */
export function returnPath(raw: string | null): string | null {
  if (!raw) return null;
  let path = raw.trim();
  if (!path.startsWith('/')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
