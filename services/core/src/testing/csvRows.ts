/**
 * The cells of a CSV export as French Excel reads them (toCsv): a BOM, ';' between cells, CRLF
 * between lines, quotes around a cell that holds either, doubled inside. Tests read exports with it.
 */
export function csvRows(body: string): string[][] {
  if (!body.startsWith('\uFEFF')) throw new Error('CSV without its UTF-8 BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.slice(1);
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && !quoted && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}
