import { pageRangeLabel, toggleSort } from './listPaging';

describe('pageRangeLabel', () => {
  it('writes from-to/count', () => {
    expect(pageRangeLabel(1, 10, 42)).toBe('1-10/42');
    expect(pageRangeLabel(5, 10, 42)).toBe('41-42/42');
    expect(pageRangeLabel(2, 25, 42)).toBe('26-42/42');
    expect(pageRangeLabel(1, 10, 0)).toBe('0-0/0');
  });
});

describe('toggleSort', () => {
  it('sorts a new column ascending and toggles the current one', () => {
    expect(toggleSort({}, 'accountEmail')).toEqual({ field: 'accountEmail', way: 'a' });
    expect(toggleSort({ field: 'accountEmail', way: 'a' }, 'accountEmail')).toEqual({ field: 'accountEmail', way: 'd' });
    expect(toggleSort({ field: 'accountEmail', way: 'd' }, 'accountEmail')).toEqual({ field: 'accountEmail', way: 'a' });
    expect(toggleSort({ field: 'accountEmail', way: 'd' }, 'dateCreated')).toEqual({ field: 'dateCreated', way: 'a' });
  });
});
