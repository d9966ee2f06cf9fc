import ExcelJS from 'exceljs';
import { neutralizeFormula } from './toCsv';

/** One worksheet: a bold header row, then the lines as text (never formulas). */
export async function toXlsx(title: string, header: readonly string[], lines: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Canal Pneumo';
  const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Export');
  sheet.addRow([...header]).font = { bold: true };
  for (const line of lines) sheet.addRow(line.map(neutralizeFormula));
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
