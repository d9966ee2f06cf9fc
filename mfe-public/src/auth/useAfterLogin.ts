import { useState } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { useSession } from '@canal/kit';
import { returnPath } from '../common/returnPath';

export interface AfterLogin {
  /** Where to go now: the _pn path for a logged-in user, or '/' right after logging in here. */
  redirect: string | null;
  /** Logged in before arriving, without a page to return to: 'Déjà connecté'. */
  alreadyConnected: boolean;
  /** Called when the form is sent, so that a success leads on instead of 'Déjà connecté'. */
  markAttempt: () => void;
}

export function useAfterLogin(): AfterLogin {
  const session = useSession();
  const [params] = useSearchParams();
  const target = returnPath(params.get('_pn'));
  const [attempted, setAttempted] = useState(false);
  const loggedIn = session.user !== null;
  const redirect = loggedIn && (target !== null || attempted) ? (target ?? '/') : null;
  return { redirect, alreadyConnected: loggedIn && redirect === null, markAttempt: () => setAttempted(true) };
}
