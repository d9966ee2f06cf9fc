import { countdown, unitLabel } from './countdown';

describe('countdown', () => {
  it('splits the time left into days, hours and minutes', () => {
    const left = countdown(2 * 86400_000 + 3 * 3600_000 + 4 * 60_000 + 5000, 0);
    expect([left.days, left.hours, left.minutes, left.seconds]).toEqual([2, 3, 4, 5]);
  });
  it('never goes below zero', () => {
    expect(countdown(0, 1000).totalMs).toBe(0);
  });
  it('adds the plural s only above 1', () => {
    expect(unitLabel(1, 'jour')).toBe('1 jour');
    expect(unitLabel(0, 'heure')).toBe('0 heure');
    expect(unitLabel(2, 'minute')).toBe('2 minutes');
  });
});
