import { opensAtTop } from './usePageTop';

describe('where a page opens', () => {
  it('at its top when a link or a redirect opens it', () => {
    expect(opensAtTop('PUSH', '')).toBe(true);
    expect(opensAtTop('REPLACE', '')).toBe(true);
  });

  it('where the reader was on a move back, and at its section for an anchor', () => {
    expect(opensAtTop('POP', '')).toBe(false);
    expect(opensAtTop('PUSH', '#news')).toBe(false);
  });
});
