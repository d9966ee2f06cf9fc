import type { SessionDate } from '@canal/contracts';
import { stillChosen, toggleChoice, unavailableReason } from './sessionChoice';

const date = (value: number, fields: Partial<SessionDate> = {}): SessionDate => ({
  value,
  label: 'jeu. 26 novembre 2026 - 18h30',
  eventTitle: `Session ${value}`,
  eventDate: 1_795_000_000 + value,
  eventDuration: 60,
  eventState: 'pending',
  isFull: 0,
  isSubscribed: 0,
  ...fields,
});

describe('choosing dates', () => {
  it('says why a date cannot be chosen: subscribed first, then postponed, over, full', () => {
    expect(unavailableReason(date(1))).toBeNull();
    expect(unavailableReason(date(1, { isSubscribed: 1, isFull: 1 }))).toBe('Déjà inscrit(e)');
    expect(unavailableReason(date(1, { eventState: 'delayed' }))).toBe('Date à venir');
    expect(unavailableReason(date(1, { eventState: 'finished' }))).toBe('Terminée');
    expect(unavailableReason(date(1, { isFull: 1 }))).toBe('Complet');
    expect(unavailableReason(date(1, { eventState: 'live' }))).toBeNull();
  });

  it('keeps the choice in the order of the dates and drops what is no longer open', () => {
    const dates = [date(5), date(3), date(9)];
    expect(toggleChoice(toggleChoice([], 9, dates), 5, dates)).toEqual([5, 9]);
    expect(toggleChoice([5, 9], 5, dates)).toEqual([9]);
    expect(stillChosen([5, 3], [date(5), date(3, { isFull: 1 })])).toEqual([5]);
  });
});
