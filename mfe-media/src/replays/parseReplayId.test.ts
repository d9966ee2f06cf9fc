import { parseReplayId } from './parseReplayId';

describe('parseReplayId', () => {
  it('accepts positive integers only', () => {
    expect(parseReplayId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) expect(parseReplayId(raw)).toBeNull();
  });
});
