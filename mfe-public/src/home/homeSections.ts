import type { EventCard } from '@canal/contracts/core';
import type { HomeData } from '@canal/contracts/core';

export interface HomeSection {
  /** Also the anchor of the section: /#mes-evenements scrolls to it. */
  key: 'evenements-disponibles' | 'mes-evenements';
  label: string;
  events: EventCard[];
  emptyText: string;
}

/** 'Événements disponibles', then 'Mes événements' only when the user has subscribed sessions to come. */
export function homeSections(data: HomeData): HomeSection[] {
  const sections: HomeSection[] = [
    {
      key: 'evenements-disponibles',
      label: 'Événements disponibles',
      events: data.availableEvents,
      emptyText: 'Aucun événement programmé pour le moment. Revenez bientôt !',
    },
  ];
  if (data.myfutureevents.length > 0) {
    sections.push({ key: 'mes-evenements', label: 'Mes événements', events: data.myfutureevents, emptyText: '' });
  }
  return sections;
}

/**
 * The member's next subscribed session, the one a phone shows first ('Prochainement pour vous'): live
 * now, or the soonest to come; null without one (a visitor, or nothing subscribed ahead).
 */
export function nextForMember(data: HomeData): EventCard | null {
  const ahead = data.myfutureevents.filter((event) => event.eventState === 'live' || event.eventState === 'pending');
  const sorted = [...ahead].sort((a, b) => Number(b.eventState === 'live') - Number(a.eventState === 'live') || a.eventDate - b.eventDate);
  return sorted[0] ?? null;
}

/**
 * A session live now that the member's own block ('Prochainement pour vous', `next`) would push down:
 * on a phone it comes first ('En direct maintenant'), so that a member subscribed to later sessions
 * finds the live room on the first screen. Null without that block (the sessions to choose from
 * come first, the live one at their head), when it shows the live session itself, or nothing is live.
 */
export function liveNowBesides(data: HomeData, next: EventCard | null): EventCard | null {
  if (!next || next.eventState === 'live') return null;
  return [...data.availableEvents, ...data.myfutureevents].find((event) => event.eventState === 'live') ?? null;
}
