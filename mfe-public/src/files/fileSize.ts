/** A file's size on the files page: MB with one decimal (spec 000 section 9), French decimal comma. */
export function formatMegabytes(bytes: number): string {
  // A one-page leaflet would read '0,0 Mo', as if it were empty.
  if (bytes > 0 && bytes < 50_000) return '< 0,1 Mo';
  return `${(bytes / 1_000_000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} Mo`;
}
