import type { SessionDate } from '@canal/contracts';

/**
 * Why a date cannot be ticked in the picker (spec 000 section 2.8), or null when it can: a date one
 * is subscribed to is shown as such; a postponed one has no date yet; a full one is closed; a
 * session over is closed too.
 */
export function unavailableReason(date: SessionDate): string | null {
  if (date.isSubscribed === 1) return 'Déjà inscrit(e)';
  if (date.eventState === 'delayed') return 'Date à venir';
  if (date.eventState === 'finished' || date.eventState === 'replay') return 'Terminée';
  if (date.isFull === 1) return 'Complet';
  return null;
}

export const isSelectable = (date: SessionDate) => unavailableReason(date) === null;

/** The chosen ids kept only where still selectable (after a refetch, a session may have filled up). */
export function stillChosen(chosen: readonly number[], dates: readonly SessionDate[]): number[] {
  const open = new Set(dates.filter(isSelectable).map((date) => date.value));
  return chosen.filter((id) => open.has(id));
}

/** Ticked or unticked: the list stays in the dates' order. */
export function toggleChoice(chosen: readonly number[], id: number, dates: readonly SessionDate[]): number[] {
  const next = chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id];
  const order = dates.map((date) => date.value);
  return next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
