import ExcelJS from 'exceljs';
import { toCsv } from './toCsv';
import { toXlsx } from './toXlsx';
import { csvRows } from '../testing/csvRows';

/** Texts a spreadsheet would run as a formula (OWASP 'CSV injection'), whatever follows the first character. */
const FORMULAS = ['=1+1', "+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", '@SUM(1+1)*cmd|', '\t=1+1', '\r=1+1', '-5', '+33 6 12 34 56 78', '=SOMME(1;2)'];
const PLAIN = ['Durand', 'a=1', ' =1', '2-3', 'Très clair; merci', 'dit "bonjour"', ''];

async function xlsxCells(bytes: Buffer): Promise<ExcelJS.Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: ExcelJS.Cell[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell));
    rows.push(cells);
  });
  return rows;
}

describe('CSV export', () => {
  it('prefixes with an apostrophe every text cell that starts like a formula, whatever follows, and no other', () => {
    const rows = csvRows(
      toCsv(
        ['=Question', 'Réponse'],
        [...FORMULAS, ...PLAIN].map((text) => [text, 'x']),
      ),
    );
    expect(rows[0]).toEqual(["'=Question", 'Réponse']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...FORMULAS.map((text) => `'${text}`), ...PLAIN]);
  });

  it('writes numbers given as numbers as they are, negative ones included', () => {
    const rows = csvRows(
      toCsv(
        ['Minutes', 'Note', 'Écart'],
        [
          [42, 3.5, -2],
          ['-2', 0, -0.5],
        ],
      ),
    );
    expect(rows.slice(1)).toEqual([
      ['42', '3.5', '-2'],
      ["'-2", '0', '-0.5'],
    ]);
  });
});

describe('XLSX export', () => {
  it('stores formula-looking texts as plain strings, without the apostrophe, and numbers as numbers', async () => {
    const rows = await xlsxCells(
      await toXlsx(
        'Export',
        ['=Question', 'Minutes'],
        [...FORMULAS, ...PLAIN.filter(Boolean)].map((text, index) => [text, index - 3]),
      ),
    );
    expect(rows[0]?.map((cell) => [cell.type, cell.value])).toEqual([
      [ExcelJS.ValueType.String, '=Question'],
      [ExcelJS.ValueType.String, 'Minutes'],
    ]);
    const texts = rows.slice(1).map((row) => row[0]);
    // XML reads a carriage return back as a line feed: the text is otherwise the one given.
    expect(texts.map((cell) => cell?.value)).toEqual([...FORMULAS, ...PLAIN.filter(Boolean)].map((text) => text.replace(/\r/g, '\n')));
    expect(texts.every((cell) => cell?.type === ExcelJS.ValueType.String && cell.formula === undefined)).toBe(true);
    const numbers = rows.slice(1).map((row) => row[1]);
    expect(numbers.map((cell) => [cell?.type, cell?.value])).toEqual(numbers.map((_, index) => [ExcelJS.ValueType.Number, index - 3]));
  });
});
