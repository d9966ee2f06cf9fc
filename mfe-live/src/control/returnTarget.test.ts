import { messageReturnTarget } from './returnTarget';

describe('where the message form returns', () => {
  it('prefers rt, then a path of this site in ru, then the list', () => {
    expect(messageReturnTarget(new URLSearchParams('rt=12&ru=/staff/orchestrator/3/control'))).toBe('/staff/message/list/12');
    expect(messageReturnTarget(new URLSearchParams('ru=/staff/orchestrator/3/control'))).toBe('/staff/orchestrator/3/control');
    expect(messageReturnTarget(new URLSearchParams(''))).toBe('/staff/message/list');
  });
  it('never returns to another site', () => {
    expect(messageReturnTarget(new URLSearchParams('ru=https://evil.example'))).toBe('/staff/message/list');
    expect(messageReturnTarget(new URLSearchParams('ru=//evil.example'))).toBe('/staff/message/list');
    expect(messageReturnTarget(new URLSearchParams('rt=abc'))).toBe('/staff/message/list');
  });
});
