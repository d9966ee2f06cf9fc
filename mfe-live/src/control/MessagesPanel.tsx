import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@canal/kit/router';
import { liveControlApi } from '@canal/contracts';
import { Alert, Button, Card, Empty, Flex, formatListDate, LoadingBlock, Space, Tag, Typography, callEndpoint, useEndpoint } from '@canal/kit';
import { ConfirmDialog } from './ConfirmDialog';
import { useControlAction } from './useControlAction';

/** The spec's refresh of the orchestrator's message panel (001 section 4 "Messages"). */
export const MESSAGES_REFRESH_MS = 3000;

/**
 * Between the 3000 ms refreshes, a held call (message/wait) answers as soon as a newer question
 * exists, and the list is read again at once: a new question shows within a second.
 */
function useNewQuestions(eventId: number, lastId: number | null, refetch: () => Promise<unknown>) {
  const latest = useRef(lastId);
  if (lastId !== null && lastId > (latest.current ?? 0)) latest.current = lastId;
  const reread = useRef(refetch);
  reread.current = refetch;
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
  }, [eventId, known]);
}

/**
 * Moderation of a session's questions, newest first: approve toggle ('Approuvé !' highlighted), edit,
 * delete with confirmation. The buttons show to those the server lets act (admin, buadm, mod).
 */
export function MessagesPanel({ eventId, returnTo }: { eventId: number; returnTo: string }) {
  const list = useEndpoint(liveControlApi.messageList, { eventId, contact_form: 'true' }, { pollMs: MESSAGES_REFRESH_MS });
  const remove = useControlAction(liveControlApi.messageDelete);
  const [deleting, setDeleting] = useState<number | null>(null);
  useNewQuestions(eventId, list.data ? Math.max(0, ...list.data.data.map((message) => message.id)) : null, list.refetch);

  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  const { data: messages, canModerate } = list.data;
  if (messages.length === 0) return <Empty description="Pas de message pour l'instant" />;

  const confirmDelete = async () => {
    const id = deleting;
    if (id === null) return;
    if (await remove.mutate({ id })) list.update((data) => ({ ...data, data: data.data.filter((message) => message.id !== id) }));
    setDeleting(null);
  };
  const replace = (changed: liveControlApi.ModeratedMessage) =>
    list.update((data) => ({ ...data, data: data.data.map((message) => (message.id === changed.id ? changed : message)) }));

  return (
    <Flex vertical gap={12} data-testid="messages-panel">
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} canModerate={canModerate} returnTo={returnTo} onChanged={replace} onDelete={() => setDeleting(message.id)} />
      ))}
      <ConfirmDialog open={deleting !== null} running={remove.pending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </Flex>
  );
}

interface MessageCardProps {
  message: liveControlApi.ModeratedMessage;
  canModerate: boolean;
  returnTo: string;
  onChanged(message: liveControlApi.ModeratedMessage): void;
  onDelete(): void;
}

/** One question of the panel, with its own approve toggle: its button alone spins while the server answers. */
function MessageCard({ message, canModerate, returnTo, onChanged, onDelete }: MessageCardProps) {
  const navigate = useNavigate();
  const toggle = useControlAction(liveControlApi.messageToggle, { onSuccess: (answer) => onChanged(answer.data) });
  const approved = message.messageApproved === 'on';
  return (
    <Card
      size="small"
      data-testid="moderated-message"
      style={approved ? { borderColor: '#52c41a', background: '#f6ffed' } : undefined}
      title={
        <Space wrap size={8}>
          <Typography.Text strong>{message.messageAuthor}</Typography.Text>
          <Typography.Text type="secondary">{formatListDate(message.dateCreated, true)}</Typography.Text>
          {approved && <Tag color="success">Approuvé !</Tag>}
        </Space>
      }
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: canModerate ? 12 : 0 }}>{message.messageContent}</Typography.Paragraph>
      {canModerate && (
        <Space wrap>
          <Button type={approved ? 'default' : 'primary'} loading={toggle.pending} onClick={() => void toggle.mutate({ id: message.id })}>
            {approved ? 'Retirer l’approbation' : 'Approuver'}
          </Button>
          <Button onClick={() => void navigate(`/staff/message/edit/${message.id}?ru=${encodeURIComponent(returnTo)}`)}>Editer</Button>
          <Button danger onClick={onDelete}>
            Supprimer
          </Button>
        </Space>
      )}
    </Card>
  );
}
