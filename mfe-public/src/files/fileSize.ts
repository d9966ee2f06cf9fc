/** A file's size on the files page: MB with one decimal (spec 000 section 9), French decimal comma. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} Mo`;
}
