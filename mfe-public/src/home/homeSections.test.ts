import type { EventCard } from '@canal/contracts';
import { homeSections, liveNowBesides, nextForMember } from './homeSections';

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

describe('liveNowBesides', () => {
  const at = (id: number, eventState: EventCard['eventState'], eventDate: number) => ({ id, eventState, eventDate }) as EventCard;
  const data = (available: EventCard[], mine: EventCard[]) => ({ live: [], replays: [], availableEvents: available, myfutureevents: mine });

  it('is the session live now when the member’s next one is later', () => {
    const live = at(1, 'live', 100);
    const later = at(2, 'pending', 300);
    expect(liveNowBesides(data([live, later], [later]), later)?.id).toBe(1);
  });

  it('is none without a next session of the member’s, when it is the live one, or when nothing is live', () => {
    const live = at(1, 'live', 100);
    const later = at(2, 'pending', 300);
    expect(liveNowBesides(data([live, later], []), null)).toBeNull();
    expect(liveNowBesides(data([live], [live]), live)).toBeNull();
    expect(liveNowBesides(data([later], [later]), later)).toBeNull();
  });
});
