const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * The e-mail addresses written in a share's text, once each, in order ('Pour claire@x.fr et
 * paul@y.fr, merci' -> both); everything else in the text is ignored (spec 001 section 5).
 */
export function addressesIn(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(/\.+$/, '');
    const key = address.toLowerCase();
    if (seen.has(key) || address.length > 64) continue;
    seen.add(key);
    found.push(address);
  }
  return found;
}
