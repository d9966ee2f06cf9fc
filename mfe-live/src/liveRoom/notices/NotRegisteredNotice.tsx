import { Flex, JoinLiveButton, LinkButton, Result, useEventPath } from '@canal/kit';
import { HomeButton } from './HomeButton';

/**
 * A member not subscribed. While the room is open (the room passes `onJoined`, which asks its access
 * again), one tap subscribes them and lets them in; otherwise the way to subscribe is the session's
 * page. Home either way.
 */
export function NotRegisteredNotice({ eventId, onJoined }: { eventId: number; onJoined?: () => void }) {
  const eventPath = useEventPath();
  return (
    <Result
      status="info"
      title="Vous n'êtes pas inscrit(e) à cette webconférence :("
      extra={
        <Flex vertical gap={12} align="center">
          {onJoined && (
            <div style={{ width: '100%', maxWidth: 420 }}>
              <JoinLiveButton eventId={eventId} onJoined={onJoined} />
            </div>
          )}
          <Flex gap={8} wrap justify="center">
            {!onJoined && (
              <LinkButton to={eventPath('event', eventId)} type="primary">
                Je m'inscris
              </LinkButton>
            )}
            <HomeButton />
          </Flex>
        </Flex>
      }
    />
  );
}
