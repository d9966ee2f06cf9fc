import { Alert, Typography } from '@canal/kit';
import { isVisibleMessage } from '../api/chatMessages';
import { CHAT_MAX_WIDTH } from '../chat/chatConstants';
import { MessageBubble } from './MessageBubble';
import { useThreadView } from './useThreadView';

export interface ThreadViewProps {
  threadId: string;
  user: string | null;
}

/** The right column: the selected discussion's model line and messages (the composer comes later). */
export function ThreadView({ threadId, user }: ThreadViewProps) {
  const { loaded, view, error } = useThreadView(threadId, user);
  const messages = view?.messages.filter(isVisibleMessage) ?? [];
  return (
    <section aria-label="Discussion" aria-live="polite" style={{ maxWidth: CHAT_MAX_WIDTH, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {error && <Alert type="error" showIcon title={`Erreur : ${error}`} />}
      {!loaded && <Typography.Text type="secondary">Chargement ...</Typography.Text>}
      {loaded && !view && !error && <Alert type="error" showIcon title="Erreur inconnue" />}
      {view?.last_run && (
        <Typography.Text type="secondary">Modèle du dernier message : {view.last_run.model}</Typography.Text>
      )}
      {view && messages.length === 0 && <Typography.Text type="secondary">Pas de message pour l'instant</Typography.Text>}
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
    </section>
  );
}
