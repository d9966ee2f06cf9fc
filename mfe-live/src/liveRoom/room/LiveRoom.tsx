import { Link } from 'react-router';
import { Breadcrumb, Flex, Typography } from '@canal/kit';
import type { LiveEventCard } from '../liveTypes';
import { safeLinkUrl } from '../safeLinkUrl';
import { CopyrightWarning } from './CopyrightWarning';
import { InstructionsLink } from './InstructionsLink';
import { LivePlayer } from './LivePlayer';
import { PlayerMissing } from './PlayerMissing';

/** The embedded view of the room (spec 000 section 2.9); questions and overlay come later. */
export function LiveRoom({ event }: { event: LiveEventCard }) {
  const player = safeLinkUrl(event.eventLinkLive);
  const instructions = safeLinkUrl(event.eventLinkInstructions);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/">Accueil</Link> }, { title: event.eventTitle }]} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {event.eventTitle}
      </Typography.Title>
      {instructions && <InstructionsLink href={instructions} />}
      {player ? (
        <>
          <LivePlayer src={player} title={event.eventTitle} />
          <CopyrightWarning />
        </>
      ) : (
        <PlayerMissing />
      )}
    </Flex>
  );
}
