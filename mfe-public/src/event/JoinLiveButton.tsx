import { useLocation, useNavigate } from '@canal/kit/router';
import { subscriptionApi, type EventDetail } from '@canal/contracts';
import { Alert, Button, Flex, refreshSession, useEndpointMutation, useEventPath, useSession, VideoCameraOutlined } from '@canal/kit';
import { keepPendingChoice } from '../subscribe/pendingChoice';
import { chosenLabel } from '../subscribe/chosenLabel';
import { joinReturnPath } from './joinLive';

export const JOIN_LIVE = 'Je m’inscris et je rejoins le direct';

/**
 * One tap into a session that is live (or opens within 15 minutes) for someone not subscribed yet: a
 * member is subscribed and enters the room; a visitor goes on to register (or log in) with the
 * session kept, and comes back to this page, which leads on into the room once subscribed.
 */
export function JoinLiveButton({ event }: { event: EventDetail }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const eventPath = useEventPath();
  const joining = useEndpointMutation(subscriptionApi.subscribe, {
    onSuccess: () => {
      void refreshSession();
      void navigate(eventPath('live', event.id));
    },
  });

  function join() {
    if (user) return void joining.mutate({ rids: JSON.stringify([event.id]) });
    const date = event.eventDates.find((candidate) => candidate.value === event.id);
    keepPendingChoice(pathname, { ids: [event.id], labels: date ? [chosenLabel(date)] : [event.eventTitle] });
    void navigate(`/registration?fromEvent=${event.id}&_pn=${encodeURIComponent(joinReturnPath(pathname))}`);
  }

  return (
    <Flex vertical gap={8}>
      <Button type="primary" danger size="large" block icon={<VideoCameraOutlined />} loading={joining.pending} onClick={join}>
        {JOIN_LIVE}
      </Button>
      {joining.error && <Alert type="error" showIcon title={joining.error} />}
    </Flex>
  );
}
