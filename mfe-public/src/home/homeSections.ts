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
