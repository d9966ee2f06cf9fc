import { useLocation, useNavigate } from '@canal/kit/router';
import type { EventDetail } from '@canal/contracts';
import { JoinLiveButton as SubscribeAndJoinButton, useEventPath } from '@canal/kit';
import { keepPendingChoice } from '../subscribe/pendingChoice';
import { chosenLabel } from '../subscribe/chosenLabel';
import { joinReturnPath } from './joinLive';

/**
 * The session's page's way into a session that is live (or opens within 15 minutes): a member is
 * subscribed and enters the room (the kit's button); a visitor goes on to register (or log in)
 * with the session kept, and comes back to this page, which leads on into the room once subscribed.
 */
export function JoinLiveButton({ event }: { event: EventDetail }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const eventPath = useEventPath();

  function registerFirst() {
    const date = event.eventDates.find((candidate) => candidate.value === event.id);
    keepPendingChoice(pathname, { ids: [event.id], labels: date ? [chosenLabel(date)] : [event.eventTitle] });
    void navigate(`/registration?fromEvent=${event.id}&_pn=${encodeURIComponent(joinReturnPath(pathname))}`);
  }

  return <SubscribeAndJoinButton eventId={event.id} onJoined={() => void navigate(eventPath('live', event.id))} onVisitor={registerFirst} />;
}
