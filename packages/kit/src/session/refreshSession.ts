import { publicApi } from '@canal/contracts/core';
import { callEndpoint } from '../api/callEndpoint';
import { kitStore } from './kitStore';
import { SIGNED_OUT, sessionAtom } from './sessionAtom';

/** Reads who is logged in (GET /api/profil/get?api=3) and marks the authentication state known. */
export async function refreshSession(): Promise<void> {
  try {
    const profile = await callEndpoint(publicApi.profile, { api: '3' });
    kitStore.set(sessionAtom, { known: true, user: profile.user, pendingAccounts: profile.pendingAccounts, subscriptions: profile.subscriptions ?? 0 });
  } catch {
    kitStore.set(sessionAtom, SIGNED_OUT);
  }
}
