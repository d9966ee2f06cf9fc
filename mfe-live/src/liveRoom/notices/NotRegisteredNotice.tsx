import { Flex, LinkButton, Result, useEventPath } from '@canal/kit';
import { HomeButton } from './HomeButton';

/** A member not subscribed: the way to subscribe (the session's page), or home. */
export function NotRegisteredNotice({ eventId }: { eventId: number }) {
  const eventPath = useEventPath();
  return (
    <Result
      status="info"
      title="Vous n'êtes pas inscrit(e) à cette webconférence :("
      extra={
        <Flex gap={8} wrap justify="center">
          <LinkButton to={eventPath('event', eventId)} type="primary">
            Je m'inscris
          </LinkButton>
          <HomeButton />
        </Flex>
      }
    />
  );
}
