import type { EventCard } from '@canal/contracts';
import { homeSections, nextForMember } from './homeSections';

const card = (id: number) => ({ id }) as EventCard;

describe('homeSections', () => {
  it('shows only the available events to a user without subscriptions', () => {
    const sections = homeSections({ live: [], replays: [], availableEvents: [card(1), card(2)], myfutureevents: [] });
    expect(sections.map((section) => [section.label, section.events.length])).toEqual([['Événements disponibles', 2]]);
  });

  it('adds "Mes événements" with its count when the user has subscriptions', () => {
    const sections = homeSections({ live: [], replays: [], availableEvents: [card(1), card(2)], myfutureevents: [card(2)] });
    expect(sections.map((section) => [section.label, section.events.length])).toEqual([
      ['Événements disponibles', 2],
      ['Mes événements', 1],
    ]);
  });
});

describe('nextForMember', () => {
  const at = (id: number, eventState: EventCard['eventState'], eventDate: number) => ({ id, eventState, eventDate }) as EventCard;
  const data = (mine: EventCard[]) => ({ live: [], replays: [], availableEvents: [], myfutureevents: mine });

  it('is the subscribed session live now, else the soonest to come', () => {
    expect(nextForMember(data([at(1, 'pending', 300), at(2, 'live', 100), at(3, 'pending', 200)]))?.id).toBe(2);
    expect(nextForMember(data([at(1, 'pending', 300), at(3, 'pending', 200)]))?.id).toBe(3);
  });

  it('is none without a session ahead (a postponed one has no date)', () => {
    expect(nextForMember(data([]))).toBeNull();
    expect(nextForMember(data([at(4, 'delayed', 0)]))).toBeNull();
  });
});
