import type { ThemeSessions } from '@canal/contracts';

export interface SubscribeSelection {
  /** The theme whose dates are shown, or null for the theme cards. */
  theme: ThemeSessions | null;
  /** Dates ticked at first. */
  chosen: number[];
}

/**
 * What /subscribe shows for its address: `/subscribe/{n}` is a theme (the theme cards link there),
 * or else a session, whose theme is shown with it ticked; `?q=3,4` ticks those sessions, in their
 * theme. The site links sessions with ?q=, so a number is read as a theme first.
 */
export function subscribeSelection(themes: ThemeSessions[], idParam: string | undefined, query: string | null): SubscribeSelection {
  const chosen = (query ?? '')
    .split(',')
    .map((piece) => Number(piece.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const holding = (sessionId: number) => themes.find((theme) => theme.sessions.some((session) => session.value === sessionId)) ?? null;
  if (idParam) {
    const n = Number(idParam);
    const asTheme = themes.find((theme) => theme.id === n);
    if (asTheme) return { theme: asTheme, chosen };
    const ofSession = holding(n);
    if (ofSession) return { theme: ofSession, chosen: [...new Set([n, ...chosen])] };
    return { theme: null, chosen: [] };
  }
  const first = chosen.map(holding).find((theme) => theme !== null) ?? null;
  return { theme: first, chosen };
}
