import type { ReactNode } from 'react';
import { LoadingBlock, NotConnected, useSession } from '@canal/kit';

/** Podcasts, series and episodes are for any non-visitor (spec 001 section 6): visitors are asked to log in (the short login, as for leaflets) or register. */
export function MemberGate({ children }: { children: (userId: number) => ReactNode }) {
  const { known, user, can } = useSession();
  if (!known) return <LoadingBlock />;
  if (!user || !can('member')) return <NotConnected loginPath="/loginSimple" />;
  return <>{children(user.id)}</>;
}
