export type AvatarValue = { kind: 'initials'; text: string } | { kind: 'image'; src: string } | { kind: 'none' };

/**
 * An Avatar cell: a value of at most 4 characters is shown as initials, anything longer is an
 * image (a URL, or a JSON list of uploaded files whose first `dest` is the image).
 */
export function avatarValue(value: unknown): AvatarValue {
  if (value === null || value === undefined) return { kind: 'none' };
  // An already parsed list of files is read as its JSON text.
  const scalar = value as string | number;
  const text = (typeof value === 'object' ? JSON.stringify(value) : String(scalar)).trim();
  if (!text) return { kind: 'none' };
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
      if (first && typeof first === 'object' && 'dest' in first && typeof first.dest === 'string' && first.dest) {
        return { kind: 'image', src: first.dest };
      }
      return { kind: 'none' };
    } catch {
      return { kind: 'none' };
    }
  }
  if ([...text].length <= 4) return { kind: 'initials', text };
  return { kind: 'image', src: text };
}
