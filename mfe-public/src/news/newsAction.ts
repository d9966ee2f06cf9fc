import { eventPagePath, type NewsItem } from '@canal/contracts/core';

/** Where a news item leads (spec 000 section 2.5): a site page, an external page in a new window, or nowhere. */
export type NewsTarget = { kind: 'page'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** Clicking an item: replay to its replay page, event to the live room only when live, else the external link. */
export function newsTarget(item: NewsItem, eventPath: (kind: 'event' | 'live', eventId: number) => string = (kind, id) => eventPagePath(kind, id, null)): NewsTarget {
  if (item.newsCategory === 'replay' && item.eventId !== null && item.eventLinkReplay) return { kind: 'page', to: `/replays/${item.eventId}` };
  if (item.newsCategory === 'event' && item.eventId !== null && item.eventState === 'live') return { kind: 'page', to: eventPath('live', item.eventId) };
  if (item.newsLinkExternal) return { kind: 'external', href: item.newsLinkExternal };
  return { kind: 'none' };
}

/** The carousel's next step, round the end: forward (+1) or back (-1). */
export function stepFrom(index: number, count: number, direction: 1 | -1): number {
  return count === 0 ? 0 : (index + direction + count) % count;
}

/** Autoplay only with more than one item, and never while the reader hovers or focuses it. */
export const AUTOPLAY_MS = 5000;
export const shouldAutoplay = (count: number, held: boolean) => count > 1 && !held;
