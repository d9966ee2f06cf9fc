import type { EventCard } from '@canal/contracts/core';
import { AppearingCell } from './AppearingCell';
import { EventCardView } from './EventCardView';
import type { HomeCardItem } from './homeBlocks';
import { ReplayCardView } from './ReplayCardView';
import { ThemeCardView } from './ThemeCardView';
import './home.css';

/** The widest row of the vertical grid (four cards, from 960 px): their pictures are fetched first. */
const FIRST_ROW_CARDS = 4;

export interface EventGridProps {
  cards: HomeCardItem[];
  /**
   * 'vertical' (default): cards side by side, 1 per row on phones, 2 from 600 px, 4 from 960 px and
   * 3 from 1280 px (spec 000 sections 2.4 and 9: the grid's md=3 and lg=4 cells of 12); 'horizontal':
   * one wide card per row, its picture beside its text (from 600 px; stacked like the others below).
   */
  variant?: 'vertical' | 'horizontal';
  emptyText?: string;
  /** The page's first grid: its first row's pictures are the first paint's, fetched at once. */
  eager?: boolean;
}

/** Session cards as the home grid's items. */
export const eventItems = (events: EventCard[]): HomeCardItem[] => events.map((event) => ({ kind: 'event', event }));

const keyOf = (card: HomeCardItem) => (card.kind === 'other' ? `theme-${card.theme.themeId}` : `${card.kind}-${card.event.id}`);

/** A grid of event, replay and other (theme) cards, each animating in after the previous one. */
export function EventGrid({ cards, variant = 'vertical', emptyText, eager = false }: EventGridProps) {
  if (cards.length === 0) return emptyText ? <p className="home-empty">{emptyText}</p> : null;
  return (
    <div className={`home-grid home-grid--${variant}`}>
      {cards.map((card, index) => (
        <AppearingCell key={keyOf(card)} index={index}>
          {card.kind === 'event' && <EventCardView event={card.event} priority={eager && index < FIRST_ROW_CARDS} />}
          {card.kind === 'replay' && <ReplayCardView replay={card.event} />}
          {card.kind === 'other' && <ThemeCardView theme={card.theme} />}
        </AppearingCell>
      ))}
    </div>
  );
}
