import { eventPagePath, type NewsItem } from '@canal/contracts/core';

type EventPath = (kind: 'event' | 'live', eventId: number) => string;
const plainEventPath: EventPath = (kind, id) => eventPagePath(kind, id, null);

/** Where a news item leads (spec 000 section 2.5): a site page, an external page in a new window, or nowhere. */
export type NewsTarget = { kind: 'page'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Clicking an item (spec 000 section 2.5): a replay to its replay page (once it has one), an event
 * to the live room only when live; otherwise (an event not live, a replay still being edited, any
 * other kind) the external link in a new window, when the item has one.
 */
export function newsTarget(item: NewsItem, eventPath: EventPath = plainEventPath): NewsTarget {
  if (item.newsCategory === 'replay' && item.eventId !== null && item.eventLinkReplay) return { kind: 'page', to: `/replays/${item.eventId}` };
  if (item.newsCategory === 'event' && item.eventId !== null && item.eventState === 'live') return { kind: 'page', to: eventPath('live', item.eventId) };
  if (item.newsLinkExternal) return { kind: 'external', href: item.newsLinkExternal };
  return { kind: 'none' };
}

/** A button of a slide. */
export type NewsButton =
  | { kind: 'live'; to: string }
  | { kind: 'subscribe'; to: string }
  | { kind: 'replay'; to: string }
  /** The replay button, disabled: 'Bientôt disponible'. */
  | { kind: 'replaySoon' }
  | { kind: 'external'; href: string };

/** Only a pending event item shows its date and guests (and its subscribe button). */
export const showsEventDetails = (item: NewsItem) => item.newsCategory === 'event' && item.eventId !== null && item.eventState === 'pending';

/**
 * A slide's buttons (spec 000 section 2.5): a live event its live button; a pending event its
 * subscribe button to /event/{eventId}; a replay its replay button, disabled until the replay is
 * online; then, whenever clicking the item would open its external link (newsTarget), a button that
 * does so. An event in another state (postponed, over) has no button of its own.
 */
export function newsButtons(item: NewsItem, eventPath: EventPath = plainEventPath): NewsButton[] {
  const buttons: NewsButton[] = [];
  if (item.newsCategory === 'event' && item.eventId !== null) {
    if (item.eventState === 'live') buttons.push({ kind: 'live', to: eventPath('live', item.eventId) });
    else if (item.eventState === 'pending') buttons.push({ kind: 'subscribe', to: eventPath('event', item.eventId) });
  }
  if (item.newsCategory === 'replay' && item.eventId !== null)
    buttons.push(item.eventLinkReplay ? { kind: 'replay', to: `/replays/${item.eventId}` } : { kind: 'replaySoon' });
  const target = newsTarget(item, eventPath);
  if (target.kind === 'external') buttons.push({ kind: 'external', href: target.href });
  return buttons;
}

/** The carousel's next step, round the end: forward (+1) or back (-1). */
export function stepFrom(index: number, count: number, direction: 1 | -1): number {
  return count === 0 ? 0 : (index + direction + count) % count;
}

/** Autoplay only with more than one item, and never while the reader hovers or focuses it. */
export const AUTOPLAY_MS = 5000;
export const shouldAutoplay = (count: number, held: boolean) => count > 1 && !held;
