import { mediaDuration } from './mediaDuration';

it('shows minutes x 60 as m:ss or h:mm:ss', () => {
  expect(mediaDuration(12)).toBe('12:00');
  expect(mediaDuration(75)).toBe('1:15:00');
  expect(mediaDuration(0.5)).toBe('0:30');
});
