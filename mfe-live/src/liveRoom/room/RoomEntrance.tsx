import { useState } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { LANGUAGE_LABELS, liveApi, REDIRECT_LABELS } from '@canal/contracts';
import { Alert, apiErrorOf, Button, callEndpoint, ExportOutlined, Flex } from '@canal/kit';
import type { LiveEventCard } from '../liveTypes';
import { followRedirect } from './followRedirect';

/**
 * The way into an external room (spec 000 section 2.9): one button labelled for this user's room,
 * or the two language buttons when the session has a French and an English room. The server says
 * where to go at the moment of the click (events/redir); 'complete' means the embedded room.
 */
export function RoomEntrance({ event, onEmbedded }: { event: LiveEventCard; onEmbedded(): void }) {
  const [searchParams] = useSearchParams();
  const [going, setGoing] = useState<'1' | '2' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const go = async (room: '1' | '2') => {
    setGoing(room);
    setProblem(null);
    try {
      const key = searchParams.get('k') ?? undefined;
      const answer = await callEndpoint(liveApi.eventRedirect, { id: event.id, rd: Math.floor(Date.now() / 1000), l: room, ...(key ? { k: key } : {}) });
      if (answer.live === 'complete') onEmbedded();
      else if (!followRedirect(answer)) setProblem("L'adresse de la salle doit être configurée.");
    } catch (error) {
      setProblem(apiErrorOf(error));
    } finally {
      setGoing(null);
    }
  };
  const buttons = event.roomKind === 'languages' ? LANGUAGE_LABELS.map((label, index) => ({ label, room: index === 0 ? ('1' as const) : ('2' as const) })) : [{ label: REDIRECT_LABELS[event.redirectRoom], room: '1' as const }];
  return (
    <Flex vertical gap={12} align="flex-start">
      <Flex gap={12} wrap>
        {buttons.map(({ label, room }) => (
          <Button key={room} type="primary" size="large" icon={<ExportOutlined />} loading={going === room} onClick={() => void go(room)}>
            {label}
          </Button>
        ))}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} />}
    </Flex>
  );
}
