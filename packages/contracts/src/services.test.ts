import { serviceForPath } from './services';

describe('serviceForPath', () => {
  it('routes by the longest prefix', () => {
    expect(serviceForPath('/api/events/replay/3')).toBe('media');
    expect(serviceForPath('/api/events/get/3')).toBe('public');
    expect(serviceForPath('/api/live/12')).toBe('live');
    expect(serviceForPath('/api/gpt/api.php')).toBe('chat');
  });
  it('does not match a prefix that is only the start of a word', () => {
    expect(serviceForPath('/api/pingpong')).toBe('staff');
  });
  it('sends unclaimed API paths to the staff service, and nothing else', () => {
    expect(serviceForPath('/api/theme/list')).toBe('staff');
    expect(serviceForPath('/replays')).toBeNull();
  });
});
