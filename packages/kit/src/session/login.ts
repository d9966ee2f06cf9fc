import { publicApi } from '@canal/contracts/core';
import { apiErrorOf } from '../api/apiErrorOf';
import { callEndpoint } from '../api/callEndpoint';
import { csrfTokenAtom } from './csrfTokenAtom';
import { kitStore } from './kitStore';
import { sessionAtom } from './sessionAtom';

export type LoginKind = 'default' | 'private' | 'simple';

/** Logs in; on success the session atom holds the user, otherwise the French message is returned. */
export async function login(email: string, password: string, kind: LoginKind = 'default'): Promise<{ ok: true } | { ok: false; log: string }> {
  const endpoint = kind === 'private' ? publicApi.privateLogin : publicApi.login;
  try {
    const response = await callEndpoint(endpoint, { email, password, authChallenge: 'true' });
    if (response.auth === 'ok' && response.user) {
      // The server rotated the CSRF nonce at login: the next change must carry the new token.
      if (response.token) kitStore.set(csrfTokenAtom, response.token);
      kitStore.set(sessionAtom, {
        known: true,
        user: response.user,
        pendingAccounts: response.pendingAccounts ?? 0,
        subscriptions: response.subscriptions ?? 0,
      });
      return { ok: true };
    }
    return { ok: false, log: response.log || 'Identifiants incorrects.' };
  } catch (error) {
    return { ok: false, log: apiErrorOf(error) };
  }
}
