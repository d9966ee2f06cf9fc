import type { EventCard } from '@canal/contracts';
import { homeSections } from './homeSections';

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
