import type { EventState } from './eventState';

export interface EventHost {
  dest: string;
  attributes: { name: string; description?: string };
}

/** An event card as the home, live and replay calls return it (spec 000 section 3 "Event"). */
export interface EventCard {
  id: number;
  themeId: number | null;
  themeName: string;
  themeColor: string;
  eventTitle: string;
  eventShortDescription: string;
  eventDescription: string;
  eventProgram: string;
  eventCategory: string;
  /** Epoch seconds. */
  eventDate: number;
  eventDuration: number;
  eventState: EventState;
  isLive: 0 | 1;
  isFull: 0 | 1;
  isSubscribed: 0 | 1;
  eventThumb: Array<{ dest: string }>;
  hosts: EventHost[];
  eventLinkReplay: string | null;
}
