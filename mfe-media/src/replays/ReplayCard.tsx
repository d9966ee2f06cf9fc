import type { EventCard } from '@canal/contracts';
import { LinkButton, PlayCircleOutlined, SessionCard } from '@canal/kit';
import { HostNames } from './HostNames';
import { ReplayStatusTag } from './ReplayStatusTag';

/** One replay in the grid: its status, and once online the button to watch it. */
export function ReplayCard({ replay }: { replay: EventCard }) {
  const online = replay.isLive === 1;
  return (
    <SessionCard
      event={replay}
      tags={<ReplayStatusTag online={online} />}
      hosts={<HostNames hosts={replay.hosts} />}
      action={
        online && (
          <LinkButton to={`/replays/${replay.id}`} type="primary" icon={<PlayCircleOutlined />}>
            Voir le replay
          </LinkButton>
        )
      }
    />
  );
}
