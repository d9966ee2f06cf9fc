import { eventPagePath } from './siteSettings';

describe('event page addresses', () => {
  it('put the session under the member’s universe when there is one', () => {
    expect(eventPagePath('live', 12, null)).toBe('/live/12');
    expect(eventPagePath('event', 12, 'bpco')).toBe('/bpco/event/12');
    expect(eventPagePath('live', 3, 'a b/c')).toBe('/a%20b%2Fc/live/3');
  });
});
