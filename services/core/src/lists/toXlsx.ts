import type { ExportCell } from './toCsv';

/**
 * One worksheet: a bold header row, then the lines. A text is written as a string cell, which a
 * spreadsheet never runs as a formula, so it keeps its exact text ('=…' stays '=…', no apostrophe
 * added); only a cell object with `formula` would be one, and none is ever written. Numbers stay numbers.
 * exceljs (9 MB of heap once loaded) is loaded by the first export, not by every process that could make one.
 */
export async function toXlsx(title: string, header: readonly string[], lines: readonly (readonly ExportCell[])[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Canal Pneumo';
  const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Export');
  sheet.addRow([...header]).font = { bold: true };
  for (const line of lines) sheet.addRow([...line]);
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}
