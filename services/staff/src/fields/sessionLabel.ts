import { formatListDate } from '@canal/contracts';

/** A session as staff choose or read it among others of one title: '14/01/2027 19:30 — Asthme sévère' (Paris time). */
export const sessionLabel = (session: { date: Date; title: string }): string =>
  `${formatListDate(Math.floor(session.date.getTime() / 1000))} — ${session.title}`;
