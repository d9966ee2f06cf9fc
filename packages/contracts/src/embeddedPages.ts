/**
 * The one page that partner sites may frame (spec 001 section 2): /podcast/show/{id}?embed=1, shown
 * without header and footer; the gateway lets EMBED_ANCESTORS frame it and nothing else.
 */
export function isEmbeddedPodcastPage(pathname: string, search: string): boolean {
  return /^\/podcast\/show\/[1-9]\d{0,9}$/.test(pathname) && new URLSearchParams(search).get('embed') === '1';
}
