import { engineApi } from '@canal/contracts';
import { readAsyncOptions } from './asyncOptions';

describe('readAsyncOptions', () => {
  it('reads text and value, at most 20', () => {
    const options = Array.from({ length: 30 }, (_, index) => ({ text: `Session ${index}`, value: index }));
    const read = readAsyncOptions({ status: 'ok', data: { options } });
    expect(read).toHaveLength(20);
    expect(read[0]).toEqual({ value: '0', label: 'Session 0' });
  });

  it('refuses answers without options (the call then offers none)', () => {
    expect(engineApi.optionsAnswerSchema.safeParse({ data: {} }).success).toBe(false);
    expect(engineApi.optionsAnswerSchema.safeParse(null).success).toBe(false);
    expect(engineApi.optionsAnswerSchema.safeParse({ data: { options: ['x', { nope: 1 }] } }).success).toBe(false);
  });
});
