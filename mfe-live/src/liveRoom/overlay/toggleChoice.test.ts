import { toggleChoice } from './toggleChoice';

describe('choosing answers of a quiz or poll', () => {
  it('toggles an answer on and off', () => {
    expect(toggleChoice([], 2, 1)).toEqual([2]);
    expect(toggleChoice([2], 2, 1)).toEqual([]);
  });
  it('drops the oldest choice beyond the maximum', () => {
    expect(toggleChoice([1], 2, 1)).toEqual([2]);
    expect(toggleChoice([1, 2], 3, 2)).toEqual([2, 3]);
    expect(toggleChoice([1, 3], 2, 3)).toEqual([1, 3, 2]);
  });
});
