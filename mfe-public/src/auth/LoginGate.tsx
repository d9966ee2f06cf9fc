import type { ReactNode } from 'react';
import { Navigate } from '@canal/kit/router';
import { AlreadyConnected } from './AlreadyConnected';
import { useAfterLogin } from './useAfterLogin';

/**
 * What every login page does around its form: a logged-in user goes to the decoded _pn path
 * (or sees 'Déjà connecté'), and a successful login leads to _pn or '/'.
 */
export function LoginGate({ children }: { children: (markAttempt: () => void) => ReactNode }) {
  const after = useAfterLogin();
  if (after.redirect) return <Navigate to={after.redirect} replace />;
  if (after.alreadyConnected) return <AlreadyConnected />;
  return <>{children(after.markAttempt)}</>;
}
