import { LIVE_BUTTON_LEAD_MS, type EventCard } from '@canal/contracts/core';
import { CheckCircleOutlined, LinkButton, useEventPath, VideoCameraOutlined } from '@canal/kit/core';

const STACK = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

/**
 * The card's call to action (spec 000 section 4 "Event card"): a live session (or a subscribed one 15 minutes ahead) opens the live room,
 * a subscribed one shows its programme and says so, any other invites to subscribe.
 */
export function EventCardAction({ event }: { event: EventCard }) {
  const eventPath = useEventPath();
  // A subscriber's room opens 15 minutes before the start (spec 000 sections 2.8 and 2.9).
  // eslint-disable-next-line react-hooks/purity -- whether the room opens soon is read from the clock at each render, on purpose
  const opensSoon = event.isSubscribed === 1 && event.eventState === 'pending' && event.eventDate * 1000 - Date.now() <= LIVE_BUTTON_LEAD_MS;
  if (event.eventState === 'live' || opensSoon) {
    return (
      <LinkButton to={eventPath('live', event.id)} type="primary" danger icon={<VideoCameraOutlined />} block>
        Rejoindre le direct
      </LinkButton>
    );
  }
  if (event.isSubscribed === 1) {
    // The subscriber's page of a session is its live room: countdown now, the broadcast later.
    return (
      <div style={STACK}>
        <span className="cp-success">
          <CheckCircleOutlined /> Vous êtes déjà inscrit(e)
        </span>
        <LinkButton to={eventPath('live', event.id)} block>
          Voir le programme
        </LinkButton>
      </div>
    );
  }
  if (event.eventState === 'delayed') {
    return (
      <div style={STACK}>
        <span className="cp-secondary">Date à venir : soyez prévenu(e) dès qu'elle sera connue.</span>
        <LinkButton to={eventPath('event', event.id)} block>
          Me prévenir
        </LinkButton>
      </div>
    );
  }
  if (event.isFull === 1) {
    return (
      <div style={STACK}>
        <span className="cp-secondary">Cette session est complète.</span>
        <LinkButton to={eventPath('event', event.id)} block>
          Voir le programme
        </LinkButton>
      </div>
    );
  }
  return (
    <LinkButton to={eventPath('event', event.id)} type="primary" block>
      Je m'inscris
    </LinkButton>
  );
}
