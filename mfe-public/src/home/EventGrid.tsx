import type { EventCard } from '@canal/contracts/core';
import { AppearingCell } from './AppearingCell';
import { EventCardView } from './EventCardView';
import './home.css';

/** The widest row (four cards): their pictures are fetched first. */
const FIRST_ROW_CARDS = 4;

/** The cards, one column on phones, two on tablets, three then four on wider screens (home.css). */
export function EventGrid({ events, emptyText }: { events: EventCard[]; emptyText: string }) {
  if (events.length === 0) return <p className="home-empty">{emptyText}</p>;
  return (
    <div className="home-grid">
      {events.map((event, index) => (
        <AppearingCell key={event.id} index={index}>
          <EventCardView event={event} priority={index < FIRST_ROW_CARDS} />
        </AppearingCell>
      ))}
    </div>
  );
}
