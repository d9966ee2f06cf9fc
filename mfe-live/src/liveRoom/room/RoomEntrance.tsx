import { useState } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { LANGUAGE_LABELS, liveApi, REDIRECT_LABELS } from '@canal/contracts';
import { Alert, Button, ExportOutlined, Flex, useEndpointMutation } from '@canal/kit';
import type { LiveEventCard } from '../liveTypes';
import { followRedirect } from './followRedirect';

/**
 * The way into an external room (spec 000 section 2.9): one button labelled for this user's room,
 * or the two language buttons when the session has a French and an English room. The server says
 * where to go at the moment of the click (events/redir); 'complete' means the embedded room.
 */
export function RoomEntrance({ event, onEmbedded }: { event: LiveEventCard; onEmbedded: () => void }) {
  const [searchParams] = useSearchParams();
  // The room clicked: its button spins while the server answers (the language rooms have two).
  const [room, setRoom] = useState<'1' | '2'>('1');
  const [unconfigured, setUnconfigured] = useState(false);
  const redirect = useEndpointMutation(liveApi.eventRedirect, {
    onSuccess: (answer) => {
      if (answer.live === 'complete') onEmbedded();
      else setUnconfigured(!followRedirect(answer));
    },
  });
  const go = (clicked: '1' | '2') => {
    if (redirect.pending) return;
    setRoom(clicked);
    setUnconfigured(false);
    const key = searchParams.get('k') ?? undefined;
    // eslint-disable-next-line react-hooks/purity -- a click handler: the clock is read when the room is asked for, not during render
    return redirect.mutate({ id: event.id, rd: Math.floor(Date.now() / 1000), l: clicked, ...(key ? { k: key } : {}) });
  };
  const problem = unconfigured ? "L'adresse de la salle doit être configurée." : redirect.error;
  const buttons =
    event.roomKind === 'languages'
      ? LANGUAGE_LABELS.map((label, index) => ({ label, room: index === 0 ? ('1' as const) : ('2' as const) }))
      : [{ label: REDIRECT_LABELS[event.redirectRoom], room: '1' as const }];
  return (
    <Flex vertical gap={12} align="flex-start">
      <Flex gap={12} wrap>
        {buttons.map(({ label, room: target }) => (
          <Button
            key={target}
            type="primary"
            size="large"
            icon={<ExportOutlined />}
            loading={redirect.pending && room === target}
            onClick={() => void go(target)}
          >
            {label}
          </Button>
        ))}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Flex>
  );
}
