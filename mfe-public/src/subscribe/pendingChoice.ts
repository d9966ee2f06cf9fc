import { idSchema } from '@canal/contracts';

/**
 * The dates a visitor chose before logging in, kept in this tab only (sessionStorage) from
 * 'Étape suivante' until they come back logged in to the page where they chose them, which then
 * subscribes them (spec 000 section 2.8: "the journey must not lose the choice"). Kept in the
 * browser, never in the address: a link, however crafted, subscribes nobody. Forgotten after an
 * hour (time enough to find a password), when taken, or when registering instead (the server keeps
 * that choice until the account is activated).
 */
const KEY = 'canal:pendingSubscription';
export const PENDING_CHOICE_MAX_AGE_MS = 60 * 60_000;

export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type PendingChoice = { path: string; ids: number[]; labels: string[]; at: number };

/** What was chosen: the sessions' ids, and how the login and registration steps name them ('Vous serez inscrit(e) à : …'). */
export interface ChosenSessions {
  ids: readonly number[];
  labels: readonly string[];
}

function tabStorage(): ChoiceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage refused by the browser's settings: the visitor chooses again after logging in
  }
}

/** The kept choice with its valid ids, or null when the tab holds none or holds something else. */
function read(storage: ChoiceStorage): PendingChoice | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || !('path' in raw) || !('ids' in raw) || !('at' in raw)) return null;
  const { path, ids, at } = raw;
  if (typeof path !== 'string' || typeof at !== 'number' || !Array.isArray(ids)) return null;
  const valid = ids.flatMap((id: unknown) => {
    const checked = idSchema.safeParse(id);
    return checked.success ? [checked.data] : [];
  });
  const labels =
    'labels' in raw && Array.isArray(raw.labels) ? raw.labels.filter((label: unknown): label is string => typeof label === 'string').slice(0, 20) : [];
  return { path, ids: valid, labels, at };
}

/** Keeps the choice made on `path` (the page's pathname), replacing any earlier one. */
export function keepPendingChoice(path: string, chosen: ChosenSessions, now = Date.now(), storage = tabStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ path, ids: chosen.ids, labels: chosen.labels, at: now }));
  } catch {
    // A full or refused storage: the choice is lost, as before this feature; the page still works.
  }
}

/**
 * The ids chosen on `path` within the last hour, forgotten as they are given; null when there are
 * none. A choice made on another page stays for that page; a stale or unreadable one is dropped.
 */
export function takePendingChoice(path: string, now = Date.now(), storage = tabStorage()): number[] | null {
  if (!storage) return null;
  const choice = read(storage);
  if (choice && choice.path !== path && now - choice.at <= PENDING_CHOICE_MAX_AGE_MS) return null;
  forgetPendingChoice(storage);
  if (!choice || now - choice.at > PENDING_CHOICE_MAX_AGE_MS || choice.ids.length === 0) return null;
  return choice.ids;
}

/** How the sessions kept within the last hour are named, without taking them: the login and registration steps recall them. */
export function pendingChoiceLabels(now = Date.now(), storage = tabStorage()): string[] {
  const choice = storage ? read(storage) : null;
  return choice && now - choice.at <= PENDING_CHOICE_MAX_AGE_MS && choice.ids.length > 0 ? choice.labels : [];
}

export function forgetPendingChoice(storage = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
