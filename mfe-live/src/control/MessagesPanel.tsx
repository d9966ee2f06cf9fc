import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@canal/kit/router';
import { liveControlApi } from '@canal/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  formatListDate,
  LoadingBlock,
  Space,
  Switch,
  Tag,
  Typography,
  callEndpoint,
  useEndpoint,
  useEndpointMutation,
  useLatestRef,
} from '@canal/kit';
import { ConfirmDialog } from './ConfirmDialog';

/** The spec's refresh of the orchestrator's message panel (001 section 4 "Messages"). */
export const MESSAGES_REFRESH_MS = 3000;

/**
 * Between the 3000 ms refreshes, a held call (message/wait) answers as soon as a newer question
 * exists, and the list is read again at once: a new question shows within a second.
 */
function useNewQuestions(eventId: number, lastId: number | null, refetch: () => Promise<unknown>) {
  const latest = useRef(lastId);
  // eslint-disable-next-line react-hooks/refs -- the highest question id seen so far only grows; the held call reads it when it starts
  if (lastId !== null && lastId > (latest.current ?? 0)) latest.current = lastId;
  const reread = useLatestRef(refetch);
  const known = lastId !== null;
  useEffect(() => {
    if (!known) return;
    let stopped = false;
    const loop = async () => {
      while (!stopped) {
        const after = latest.current ?? 0;
        try {
          const answer = await callEndpoint(liveControlApi.messageWait, { eventId, after });
          if (!stopped && answer.fresh && answer.lastId > (latest.current ?? 0)) {
            latest.current = answer.lastId;
            await reread.current();
          }
        } catch {
          // The 3000 ms refresh still runs; wait a little before holding a call again.
          await new Promise((resolve) => setTimeout(resolve, MESSAGES_REFRESH_MS));
        }
        if (document.hidden) await new Promise((resolve) => setTimeout(resolve, MESSAGES_REFRESH_MS));
      }
    };
    void loop();
    return () => {
      stopped = true;
    };
  }, [eventId, known, reread]);
}

/**
 * The switch of the room's approved-questions feed (off by default, opened by the session's first
 * approval): participants then see approved questions and vote '+1'. Closed while questions are
 * approved, it says that the participants do not see them.
 */
function FeedSwitch({ eventId, open, anyApproved }: { eventId: number; open: boolean; anyApproved: boolean }) {
  const toggle = useEndpointMutation(liveControlApi.questionsFeedSet, { invalidates: [liveControlApi.messageList] });
  return (
    <Flex vertical gap={4}>
      <Space wrap size={8}>
        <Switch
          id={`questions-feed-${eventId}`}
          checked={open}
          loading={toggle.pending}
          onChange={(checked) => void toggle.mutate({ eventId, enabled: checked })}
        />
        <label htmlFor={`questions-feed-${eventId}`}>Fil des questions approuvées : les participants les voient et votent « +1 »</label>
      </Space>
      {!open && anyApproved && (
        <Typography.Text type="warning" role="status">
          Fil fermé : les participants ne voient pas les questions approuvées.
        </Typography.Text>
      )}
      {toggle.error && <Alert type="error" showIcon title={toggle.error} />}
    </Flex>
  );
}

/**
 * Moderation of a session's questions, newest or most voted first: approve toggle ('Approuvé !'
 * highlighted), 'Répondue', edit, delete with confirmation; the participants' '+1' beside each. The
 * buttons, and the feed's switch, show to those the server lets act (admin, buadm, mod).
 */
export function MessagesPanel({ eventId, returnTo }: { eventId: number; returnTo: string }) {
  const navigate = useNavigate();
  const [sort, setSort] = useState<liveControlApi.MessageSort>('time');
  const list = useEndpoint(liveControlApi.messageList, { eventId, contact_form: 'true', sort }, { pollMs: MESSAGES_REFRESH_MS, keepPreviousData: true });
  const [acting, setActing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const replace = (changed: liveControlApi.ModeratedMessage) =>
    list.update((data) => ({ ...data, data: data.data.map((message) => (message.id === changed.id ? changed : message)) }));
  // The first approval opens the room's feed (server side): the list is read again for its switch.
  const approve = useEndpointMutation(liveControlApi.messageToggle, { invalidates: [liveControlApi.messageList], onSuccess: (answer) => replace(answer.data) });
  const answer = useEndpointMutation(liveControlApi.messageAnswered, { onSuccess: (answered) => replace(answered.data) });
  const remove = useEndpointMutation(liveControlApi.messageDelete, {
    onSuccess: () => {
      list.update((data) => ({ ...data, data: data.data.filter((message) => message.id !== deleting) }));
      setDeleting(null);
    },
  });
  useNewQuestions(eventId, list.data ? Math.max(0, ...list.data.data.map((message) => message.id)) : null, list.refetch);

  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  const { data: messages, canModerate } = list.data;
  const failure = approve.error ?? answer.error ?? remove.error;
  const act = (id: number, mutation: { mutate(input: { id: number }): unknown }) => {
    setActing(id);
    void mutation.mutate({ id });
  };

  return (
    <Flex vertical gap={12} data-testid="messages-panel">
      <Flex justify="space-between" align="center" gap={12} wrap>
        {canModerate ? (
          <FeedSwitch eventId={eventId} open={list.data.questionsFeed === true} anyApproved={messages.some((message) => message.messageApproved === 'on')} />
        ) : (
          <span />
        )}
        <Space.Compact aria-label="Ordre des questions">
          <Button type={sort === 'time' ? 'primary' : 'default'} aria-pressed={sort === 'time'} onClick={() => setSort('time')}>
            Plus récentes
          </Button>
          <Button type={sort === 'votes' ? 'primary' : 'default'} aria-pressed={sort === 'votes'} onClick={() => setSort('votes')}>
            Plus votées
          </Button>
        </Space.Compact>
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} />}
      {messages.length === 0 && <Empty description="Pas de message pour l'instant" />}
      {messages.map((message) => {
        const approved = message.messageApproved === 'on';
        const answered = message.messageAnswered === 'on';
        const votes = message.votes ?? 0;
        return (
          <Card
            key={message.id}
            size="small"
            data-testid="moderated-message"
            style={approved ? { borderColor: '#52c41a', background: '#f6ffed' } : undefined}
            title={
              <Space wrap size={8}>
                <Typography.Text strong>{message.messageAuthor}</Typography.Text>
                <Typography.Text type="secondary">{formatListDate(message.dateCreated, true)}</Typography.Text>
                {approved && <Tag color="success">Approuvé !</Tag>}
                {answered && <Tag color="blue">Répondue</Tag>}
              </Space>
            }
            extra={
              <Typography.Text
                strong
                aria-label={`${votes} vote${votes > 1 ? 's' : ''}`}
                data-testid="message-votes"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                +{votes}
              </Typography.Text>
            }
          >
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: canModerate ? 12 : 0 }}>{message.messageContent}</Typography.Paragraph>
            {canModerate && (
              <Space wrap>
                <Button type={approved ? 'default' : 'primary'} loading={approve.pending && acting === message.id} onClick={() => act(message.id, approve)}>
                  {approved ? 'Retirer l’approbation' : 'Approuver'}
                </Button>
                <Button loading={answer.pending && acting === message.id} onClick={() => act(message.id, answer)}>
                  {answered ? 'Non répondue' : 'Marquer comme répondue'}
                </Button>
                <Button onClick={() => void navigate(`/staff/message/edit/${message.id}?ru=${encodeURIComponent(returnTo)}`)}>Editer</Button>
                <Button danger onClick={() => setDeleting(message.id)}>
                  Supprimer
                </Button>
              </Space>
            )}
          </Card>
        );
      })}
      <ConfirmDialog
        open={deleting !== null}
        running={remove.pending}
        onConfirm={() => deleting !== null && void remove.mutate({ id: deleting })}
        onCancel={() => setDeleting(null)}
      />
    </Flex>
  );
}
