import { useState } from 'react';
import { Link } from '@canal/kit/router';
import { isAllowed } from '@canal/contracts';
import { Breadcrumb, Flex, Typography, useSession } from '@canal/kit';
import type { LiveEventCard } from '../liveTypes';
import { LiveOverlay } from '../overlay/LiveOverlay';
import { RoomQuestions } from '../questions/RoomQuestions';
import { useOwnQuestions } from '../questions/useOwnQuestions';
import { useLiveContent } from '../relay/useLiveContent';
import { useVideoTracking } from '../tracking/useVideoTracking';
import { safeLinkUrl } from '../safeLinkUrl';
import { CopyrightWarning } from './CopyrightWarning';
import { InstructionsLink } from './InstructionsLink';
import { LegalFileButton } from './LegalFileButton';
import { LivePlayer } from './LivePlayer';
import { PlayerMissing } from './PlayerMissing';
import { RoomEntrance } from './RoomEntrance';
import './liveRoom.css';

/**
 * The embedded view of the room (spec 000 section 2.9), laid out as webinar rooms are: the player
 * as large as the screen's height allows, the questions beside it (under it on a phone: the form,
 * the member's own questions, the approved-questions feed when open), the live content over both. The session's title appears once, in the breadcrumbs.
 */
export function LiveRoom({ event, viewerId }: { event: LiveEventCard; viewerId: number }) {
  const { user } = useSession();
  const player = safeLinkUrl(event.eventLinkLive);
  const instructions = safeLinkUrl(event.eventLinkInstructions);
  const endpoint = user && isAllowed('presenter', user) ? 'presenter' : 'participant';
  // The viewer, not the shell's user: a room pass (personal link) is in the room without being logged in.
  const content = useLiveContent(event.id, viewerId, endpoint);
  const own = useOwnQuestions(event.id);
  const [embedded, setEmbedded] = useState(false);
  useVideoTracking(event.id, player);
  const external = event.roomKind !== 'embed' && !embedded;
  return (
    <Flex vertical gap={12} className="live-room">
      <Breadcrumb
        items={[
          { title: <Link to="/">Accueil</Link> },
          {
            title: (
              <Typography.Title level={1} className="live-room-title">
                {event.eventTitle}
              </Typography.Title>
            ),
          },
        ]}
      />
      <div className="live-room-stage">
        <div className="live-room-player">
          {external ? (
            <RoomEntrance event={event} onEmbedded={() => setEmbedded(true)} />
          ) : player ? (
            <LivePlayer src={player} title={event.eventTitle} />
          ) : (
            <PlayerMissing />
          )}
          <Flex gap={16} wrap align="center" justify="space-between">
            <CopyrightWarning />
            <Flex gap={12} wrap align="center">
              {instructions && <InstructionsLink href={instructions} />}
              {event.hasLegalFile && <LegalFileButton eventId={event.id} />}
            </Flex>
          </Flex>
        </div>
        <aside className="live-room-side">
          <RoomQuestions eventId={event.id} own={own} feedOpen={content.state?.questionsFeed === true} />
        </aside>
      </div>
      <LiveOverlay eventId={event.id} state={content.state} />
    </Flex>
  );
}
