import type { EventCard } from '@canal/contracts/core';
import { LightTag, LinkButton, PlayCircleOutlined, SessionCard } from '@canal/kit/core';
import { HostAvatars } from './HostAvatars';

/**
 * A replay on the home page (spec 000 section 2.12 "Replay card"): once online (isLive 1) an
 * 'En ligne' tag and the button to /replays/{id}; before, a 'Bientôt disponible' tag and no button.
 * Drawn like the replays page's card, with the light kit (the home page fetches no antd).
 */
export function ReplayCardView({ replay }: { replay: EventCard }) {
  const online = replay.isLive === 1;
  return (
    <SessionCard
      event={replay}
      tags={online ? <LightTag color="#2e7d32">En ligne</LightTag> : <LightTag color="#a35200">Bientôt disponible</LightTag>}
      hosts={<HostAvatars hosts={replay.hosts} />}
      action={
        online && (
          <LinkButton to={`/replays/${replay.id}`} type="primary" icon={<PlayCircleOutlined />} block>
            Voir le replay
          </LinkButton>
        )
      }
    />
  );
}
