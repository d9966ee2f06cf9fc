import { atom } from 'jotai';
import type { SessionUser } from '@canal/contracts/core';

export interface SessionState {
  /** False until the first profile call answered: routes render only once it is true. */
  known: boolean;
  user: SessionUser | null;
  pendingAccounts: number;
  /** Number of sessions the user is subscribed to. */
  subscriptions: number;
}

/** Held once for the whole page: the kit is a shared singleton, so every remote reads this atom. */
export const sessionAtom = atom<SessionState>({ known: false, user: null, pendingAccounts: 0, subscriptions: 0 });

/** The state once the server said nobody is logged in. */
export const SIGNED_OUT: SessionState = { known: true, user: null, pendingAccounts: 0, subscriptions: 0 };
