/** A cell of an export: a text, or a number typed as a number (minutes, counts, stars), which stays one. */
export type ExportCell = string | number;

/**
 * A text cell starting like a formula ('=', '+', '-', '@', tab, carriage return), whatever follows, is
 * prefixed with an apostrophe (OWASP 'CSV injection'): '-2+3+cmd|…' runs as a formula as surely as '=…'.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(cell: ExportCell): string {
  const safe = typeof cell === 'number' ? String(cell) : neutralizeFormula(cell);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV for French Excel: UTF-8 with BOM, semicolons, CRLF line ends. */
export function toCsv(header: readonly string[], lines: readonly (readonly ExportCell[])[]): string {
  const all = [header, ...lines].map((line) => line.map(csvCell).join(';'));
  return `\uFEFF${all.join('\r\n')}\r\n`;
}
