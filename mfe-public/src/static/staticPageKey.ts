/** The page key is the first segment of the path: /legal, /confidentiality, /cookies. */
export function staticPageKey(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}
