import { isJoinable } from '@canal/contracts';
import { LoadingBlock, NotConnected } from '@canal/kit';
import type { LiveAccessState } from './useLiveAccess';
import { FinishedNotice } from './notices/FinishedNotice';
import { LiveErrorNotice } from './notices/LiveErrorNotice';
import { NotFoundNotice } from './notices/NotFoundNotice';
import { NotRegisteredNotice } from './notices/NotRegisteredNotice';
import { PendingRoom } from './pending/PendingRoom';
import { LiveRoom } from './room/LiveRoom';

/** One screen per state of the live page. */
export function LiveRoomView({ view, refreshing, refresh }: LiveAccessState) {
  switch (view.kind) {
    case 'loading':
      return <LoadingBlock />;
    case 'notConnected':
      return <NotConnected />;
    case 'notFound':
      return <NotFoundNotice />;
    case 'error':
      return <LiveErrorNotice message={view.message} />;
    case 'ready': {
      const { event, access, viewer } = view.data;
      switch (access) {
        case 'not_registered':
          // While the room is open (at the server's time of the answer), one tap subscribes and enters (the access asked again).
          return <NotRegisteredNotice eventId={event.id} onJoined={isJoinable(event, view.data.serverNow) ? () => void refresh() : undefined} />;
        case 'pending':
          return <PendingRoom key={event.id} event={event} clockOffsetMs={view.clockOffsetMs} refreshing={refreshing} onRefresh={refresh} />;
        case 'finished':
          return <FinishedNotice title={event.eventTitle} />;
        case 'live':
          return <LiveRoom event={event} viewerId={viewer.id} />;
      }
    }
  }
}
