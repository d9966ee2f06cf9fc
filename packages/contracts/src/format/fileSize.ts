const KO = 1024;
const MO = KO * 1024;
const GO = MO * 1024;

const oneDecimal = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * A file's size as French writes it, everywhere the site shows one (lists, leaflets, 'Mes fichiers',
 * upload widgets and their limits, the server's refusals): '512 o', '38 Ko', '2,5 Mo', '1,2 Go'.
 * Binary units (1 Ko = 1 024 octets), as file managers count; one decimal from the megabyte up.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KO) return `${Math.round(bytes)} o`;
  if (bytes < MO) return `${Math.min(1023, Math.round(bytes / KO))} Ko`;
  if (bytes < GO) return `${oneDecimal(bytes / MO)} Mo`;
  return `${oneDecimal(bytes / GO)} Go`;
}
