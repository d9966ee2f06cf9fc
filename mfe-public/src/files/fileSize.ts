/**
 * A file's size on 'Mes fichiers': in MB with one decimal (spec 001 §9 "File sizes in MB to one
 * decimal"; the upload widgets say Mb with two), the decimal comma of French.
 */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}
