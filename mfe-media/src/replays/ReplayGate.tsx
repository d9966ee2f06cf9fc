import type { ReactNode } from 'react';
import { LoadingBlock, NotConnected, useSession } from '@canal/kit';
import { NoPlaceForSpeaker } from './NoPlaceForSpeaker';

export interface ReplayGateProps {
  /** The content for a user allowed to watch replays (member, staff, admin). */
  children: (userId: number) => ReactNode;
}

/** Replays are for members, staff and admins: visitors are asked to log in, speakers are turned away. */
export function ReplayGate({ children }: ReplayGateProps) {
  const { known, user, can } = useSession();
  if (!known) return <LoadingBlock />;
  if (!user) return <NotConnected />;
  if (!can('replays')) return <NoPlaceForSpeaker />;
  return <>{children(user.id)}</>;
}
