import type { EventCard } from '@canal/contracts';
import { CheckCircleOutlined, Flex, LinkButton, Typography, useEventPath, VideoCameraOutlined } from '@canal/kit';

/**
 * The card's call to action (spec 000 section 4 "Event card"): a live session opens the live room,
 * a subscribed one shows its programme and says so, any other invites to subscribe.
 */
export function EventCardAction({ event }: { event: EventCard }) {
  const eventPath = useEventPath();
  if (event.eventState === 'live') {
    return (
      <LinkButton to={eventPath('live', event.id)} type="primary" danger icon={<VideoCameraOutlined />} block>
        Rejoindre le direct
      </LinkButton>
    );
  }
  if (event.isSubscribed === 1) {
    // The subscriber's page of a session is its live room: countdown now, the broadcast later.
    return (
      <Flex vertical gap={8}>
        <Typography.Text type="success">
          <CheckCircleOutlined /> Vous êtes déjà inscrit(e)
        </Typography.Text>
        <LinkButton to={eventPath('live', event.id)} block>
          Voir le programme
        </LinkButton>
      </Flex>
    );
  }
  if (event.eventState === 'delayed') {
    return (
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">Date à venir : soyez prévenu(e) dès qu'elle sera connue.</Typography.Text>
        <LinkButton to={eventPath('event', event.id)} block>
          Me prévenir
        </LinkButton>
      </Flex>
    );
  }
  if (event.isFull === 1) {
    return (
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">Cette session est complète.</Typography.Text>
        <LinkButton to={eventPath('event', event.id)} block>
          Voir le programme
        </LinkButton>
      </Flex>
    );
  }
  return (
    <LinkButton to={eventPath('event', event.id)} type="primary" block>
      Je m'inscris
    </LinkButton>
  );
}
