import { Alert, Typography } from '@canal/kit';
import { messageText } from '../api/chatMessages';
import type { ChatMessage } from '../api/chatTypes';
import { CHAT_MAX_WIDTH } from '../chat/chatConstants';
import type { RunEvents } from '../stream/runEvents';
import { shownText } from '../stream/streamedAnswers';
import { useStreamedAnswers } from '../stream/useStreamedAnswers';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { RunStatusBox } from './RunStatusBox';
import { runIsActive } from './runStatusText';
import { ToolCallList } from './ToolCallList';
import { toolCallLines } from './toolCalls';
import { useThreadView } from './useThreadView';
import './markdown/chatMarkdown.css';

export interface ThreadViewProps {
  threadId: string;
  user: string | null;
  beta: boolean;
  /** False when the server has no model: the composer is off (the page says why). */
  configured: boolean;
  /** The page's socket to the member's runs (null before it opens): the answer grows word by word. */
  events: RunEvents | null;
  /** A message was sent: the list shows the discussion's new name. */
  onSent: () => void;
}

const NO_MESSAGES: ChatMessage[] = [];

/** An answer whose first words came by the socket before the view that lists it: shown at once, as being written. */
const arriving = (id: string): ChatMessage => ({ id, role: 'assistant', status: 'in_progress', content: [], metadata: {} });

/** The right column: the model line, the messages with their searches, the run's status, then the composer. */
export function ThreadView({ threadId, user, beta, configured, events, onSent }: ThreadViewProps) {
  const { loaded, view, error, refresh } = useThreadView(threadId, user);
  const messages = view?.messages ?? NO_MESSAGES;
  const answers = useStreamedAnswers(events, threadId, messages, refresh);
  const shown = [...messages, ...[...answers.keys()].filter((id) => !messages.some((message) => message.id === id)).map(arriving)];
  const running = view?.last_run ? runIsActive(view.last_run.status) : false;
  return (
    <section aria-label="Discussion" style={{ maxWidth: CHAT_MAX_WIDTH, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {error && <Alert type="error" showIcon title={`Erreur : ${error}`} />}
      {!loaded && <Typography.Text type="secondary">Chargement ...</Typography.Text>}
      {loaded && !view && !error && <Alert type="error" showIcon title="Erreur inconnue" />}
      {view?.last_run && <Typography.Text type="secondary">Modèle du dernier message : {view.last_run.model}</Typography.Text>}
      <div aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {view && messages.length === 0 && <Typography.Text type="secondary">Pas de message pour l'instant</Typography.Text>}
        {shown.map((message) => {
          const lines = toolCallLines(message);
          const text = shownText(answers, message, messageText(message));
          return (
            <div key={message.id} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
              {lines.length > 0 && <ToolCallList lines={lines} />}
              {text.trim() !== '' && <MessageBubble message={message} writingText={text} />}
            </div>
          );
        })}
        {view?.last_run && <RunStatusBox run={view.last_run} />}
      </div>
      {view && (
        <Composer
          threadId={threadId}
          user={user}
          beta={beta}
          enabled={configured && !running}
          onSent={() => {
            refresh();
            onSent();
          }}
        />
      )}
    </section>
  );
}
