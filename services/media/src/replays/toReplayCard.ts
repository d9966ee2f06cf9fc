import type { EventCard } from '@canal/contracts';
import { toEventCard, type CardEventFields } from '@canal/domain';

/** One session as read for a replay card: its columns, its theme's and whether the user subscribed. */
export interface ReplayRow extends CardEventFields {
  themeName: string | null;
  themeColor: string | null;
  subscribed: boolean;
}

/** Replays are only served to those allowed to watch them (access 'replays'), so the link is given. */
export function toReplayCard(row: ReplayRow, now: Date): EventCard {
  const theme = row.themeName === null ? null : { name: row.themeName, color: row.themeColor ?? '' };
  return toEventCard(row, theme, { now, isSubscribed: row.subscribed, canSeeReplay: true });
}
