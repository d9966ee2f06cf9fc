/**
 * A configured link that may be put in an iframe or a link: http(s) addresses and paths of
 * the site only, so that a wrong setting can never run script in the page.
 */
export function safeLinkUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}
