import { readAsyncOptions } from './asyncOptions';

describe('readAsyncOptions', () => {
  it('reads text and value, at most 20', () => {
    const options = Array.from({ length: 30 }, (_, index) => ({ text: `Session ${index}`, value: index }));
    const read = readAsyncOptions({ data: { options } });
    expect(read).toHaveLength(20);
    expect(read[0]).toEqual({ value: '0', label: 'Session 0' });
  });

  it('gives nothing for other answers', () => {
    expect(readAsyncOptions({ data: {} })).toEqual([]);
    expect(readAsyncOptions(null)).toEqual([]);
    expect(readAsyncOptions({ data: { options: ['x', { nope: 1 }] } })).toEqual([]);
  });
});
