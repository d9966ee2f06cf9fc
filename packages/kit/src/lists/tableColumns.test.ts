import type { ListField } from '@canal/contracts';
import { tableColumns } from './tableColumns';

const field = (id: string, more: Partial<ListField> = {}): ListField => ({ id, label: id, type: 'text', sortable: true, ...more });
const FIELDS = [field('id'), field('name'), field('number'), field('verdict', { shownUnder: 'number' }), field('secret', { tf_default: false })];
const shape = (columns: ReturnType<typeof tableColumns>) => columns.map((column) => [column.field.id, column.details.map((detail) => detail.id)]);

describe('the columns of a list table', () => {
  it('draws a field under its host, never the id, never a field hidden by default', () => {
    expect(shape(tableColumns(FIELDS))).toEqual([
      ['name', []],
      ['number', ['verdict']],
    ]);
  });

  it('leaves out what the user hid; a field whose host is hidden gets its own column', () => {
    expect(shape(tableColumns(FIELDS, ['verdict']))).toEqual([
      ['name', []],
      ['number', []],
    ]);
    expect(shape(tableColumns(FIELDS, ['number']))).toEqual([
      ['name', []],
      ['verdict', []],
    ]);
    expect(shape(tableColumns([field('id'), field('a', { shownUnder: 'missing' })]))).toEqual([['a', []]]);
  });
});
