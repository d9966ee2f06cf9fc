import type { EventCard, HomeData } from '@canal/contracts/core';

/** What a theme's card says: its name and colour, what it offers now, and its next date. */
export interface ThemeSummary {
  themeId: number;
  themeName: string;
  themeColor: string;
  /** Sessions still to come (live, pending or postponed). */
  upcoming: number;
  replays: number;
  /** Epoch seconds of its next dated session (not postponed), or null. */
  nextDate: number | null;
  /** One of its sessions is live now. */
  live: boolean;
}

/** A card of a home grid (spec 000 section 2.4 "Event list cards exist for kinds events, replays and other"). */
export type HomeCardItem = { kind: 'event'; event: EventCard } | { kind: 'replay'; event: EventCard } | { kind: 'other'; theme: ThemeSummary };

export interface HomeBlock {
  /** Also the block's anchor: /#derniers-replays scrolls to it. */
  key: 'en-direct' | 'derniers-replays' | 'thematiques';
  title: string;
  cards: HomeCardItem[];
  /** Horizontal: one wide card per row; vertical: the grid of 1, 2, 4 then 3 per row (home.css). */
  variant: 'vertical' | 'horizontal';
  more?: { to: string; label: string };
}

/** At most this many replays on the home page; the rest on /replays. */
export const HOME_REPLAYS = 6;

const asEvent = (event: EventCard): HomeCardItem => ({ kind: 'event', event });
const asReplay = (event: EventCard): HomeCardItem => ({ kind: 'replay', event });

/**
 * The category blocks under the tabs (spec 000 section 2.4, their content not shown: designed here).
 * - 'En direct', only while a session is live: it is the one thing a doctor arriving then came
 *   for, so it gets a block of its own, one wide (horizontal) card with its join button, even though
 *   the tab above lists it among the others.
 * - 'Derniers replays', newest first: replay cards (spec 2.12: online, or still being edited), each
 *   leading to /replays/{id}, then 'Tous les replays'. Shown to visitors too: the replay page is
 *   where they are asked to log in.
 * - 'Par thématique': one card per theme (the 'other' kind: a theme, not a session) with what it
 *   offers and its next date, leading to its dates (/subscribe/{themeId}). A grid of session cards
 *   per theme would repeat the whole tab above, four times longer; one short row lets a doctor go
 *   straight to the subject they follow.
 * Empty blocks are left out.
 */
export function homeBlocks(data: HomeData): HomeBlock[] {
  const blocks: HomeBlock[] = [];
  if (data.live.length > 0) blocks.push({ key: 'en-direct', title: 'En direct', cards: data.live.map(asEvent), variant: 'horizontal' });
  if (data.replays.length > 0) {
    blocks.push({
      key: 'derniers-replays',
      title: 'Derniers replays',
      cards: data.replays.slice(0, HOME_REPLAYS).map(asReplay),
      variant: 'vertical',
      more: { to: '/replays', label: 'Tous les replays' },
    });
  }
  const themes = themeSummaries([...data.availableEvents, ...data.replays]);
  if (themes.length > 0)
    blocks.push({ key: 'thematiques', title: 'Par thématique', cards: themes.map((theme) => ({ kind: 'other', theme })), variant: 'vertical' });
  return blocks;
}

/** One summary per theme, in the order of their next session (themes with replays only last). */
export function themeSummaries(cards: EventCard[]): ThemeSummary[] {
  const byTheme = new Map<number, ThemeSummary>();
  for (const card of cards) {
    if (card.themeId === null) continue;
    const theme = byTheme.get(card.themeId) ?? {
      themeId: card.themeId,
      themeName: card.themeName,
      themeColor: card.themeColor,
      upcoming: 0,
      replays: 0,
      nextDate: null,
      live: false,
    };
    if (card.eventState === 'live') theme.live = true;
    if (card.eventState === 'replay') theme.replays += 1;
    else theme.upcoming += 1;
    if (card.eventState !== 'replay' && card.eventState !== 'delayed' && (theme.nextDate === null || card.eventDate < theme.nextDate))
      theme.nextDate = card.eventDate;
    byTheme.set(card.themeId, theme);
  }
  return [...byTheme.values()].sort((a, b) => (a.nextDate ?? Number.MAX_SAFE_INTEGER) - (b.nextDate ?? Number.MAX_SAFE_INTEGER));
}

/** What a theme card says it offers: '3 sessions à venir · 1 replay'. */
export function themeOffer(theme: Pick<ThemeSummary, 'upcoming' | 'replays'>): string {
  const parts = [];
  if (theme.upcoming > 0) parts.push(theme.upcoming > 1 ? `${theme.upcoming} sessions à venir` : '1 session à venir');
  if (theme.replays > 0) parts.push(theme.replays > 1 ? `${theme.replays} replays` : '1 replay');
  return parts.join(' · ');
}
