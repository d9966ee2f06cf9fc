/** Cells starting like a formula are prefixed with an apostrophe, so a spreadsheet never runs them. */
export function neutralizeFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || /^[+-][^0-9\s]/.test(text) ? `'${text}` : text;
}

function csvCell(text: string): string {
  const safe = neutralizeFormula(text);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV for French Excel: UTF-8 with BOM, semicolons, CRLF line ends. */
export function toCsv(header: readonly string[], lines: readonly (readonly string[])[]): string {
  const all = [header, ...lines].map((line) => line.map(csvCell).join(';'));
  return `\uFEFF${all.join('\r\n')}\r\n`;
}
