const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);

/** Image detection of upload widgets is by extension: jpg, jpeg, png, gif (any case). */
export function isImageFile(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return IMAGE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

/**
 * A multiple upload keeps only the last `maxFiles` files (the newest win). No limit when
 * maxFiles is missing, zero or negative.
 */
export function keepLastFiles<T>(files: readonly T[], maxFiles: number | undefined): T[] {
  if (!maxFiles || maxFiles <= 0 || files.length <= maxFiles) return [...files];
  return files.slice(files.length - maxFiles);
}

/** The upload call's URL: '&m=1' (or '?m=1') is appended for a multiple upload. */
export function uploadUrl(url: string, multiple: boolean): string {
  if (!multiple) return url;
  return `${url}${url.includes('?') ? '&' : '?'}m=1`;
}
