const TIME_ZONE = 'Europe/Paris';

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const list = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, ...options }).formatToParts(date);
  return Object.fromEntries(list.map((part) => [part.type, part.value]));
}

const fromSeconds = (epochSeconds: number) => new Date(epochSeconds * 1000);

/** 'jeu. 26 novembre 2026 - 18h30': the event date of cards (spec 000 section 9). */
export function formatEventDate(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds), { weekday: 'short', day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.weekday} ${p.day} ${p.month} ${p.year} - ${p.hour}h${p.minute}`;
}

/** 'jeudi 26 novembre 2026': the live side's long date. */
export function formatLongDate(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds), { weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** '26 novembre 2026 à 18h30': dates in e-mails and certificates. */
export function formatMailDate(date: Date): string {
  const p = parts(date, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.day} ${p.month} ${p.year} à ${p.hour}h${p.minute}`;
}

/** '18h30'. */
export function formatHour(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds), { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.hour}h${p.minute}`;
}

/** '26/11/2026', or '26/11/2026 18:30' with the time: the lists' format. */
export function formatListDate(epochSeconds: number, withTime = false): string {
  const p = parts(fromSeconds(epochSeconds), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return withTime ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : `${p.day}/${p.month}/${p.year}`;
}
