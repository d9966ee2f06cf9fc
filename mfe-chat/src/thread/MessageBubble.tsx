import { theme, Typography } from '@canal/kit';
import type { ChatMessage } from '../api/chatTypes';
import { messageText } from '../api/chatMessages';
import { withOpenSpansClosed } from '../stream/writingMarkdown';
import { MarkdownText } from './markdown/MarkdownText';
import { answerBody, referencesOf } from './references/chatReferences';
import { ReferenceList } from './references/ReferenceList';

export const INTERRUPTED_NOTE = 'Réponse interrompue : le modèle n’a pas pu la terminer.';

export interface MessageBubbleProps {
  message: ChatMessage;
  /** The text to show while the answer is being written (the socket's words); the stored text otherwise. */
  writingText?: string;
}

/** An assistant's answer: its text, then its references (a retraction in red), or the words so far while it is written. */
function AssistantText({ message, writingText }: MessageBubbleProps) {
  if (message.status === 'in_progress') {
    return (
      <div aria-busy="true">
        <MarkdownText source={withOpenSpansClosed(writingText ?? messageText(message))} trailing={<span className="cp-chat-caret" aria-hidden="true" />} />
      </div>
    );
  }
  const references = referencesOf(message);
  return (
    <>
      <MarkdownText source={references ? answerBody(message) : messageText(message)} />
      {references && <ReferenceList references={references} />}
      {message.status === 'incomplete' && (
        <Typography.Text type="secondary" italic>
          {INTERRUPTED_NOTE}
        </Typography.Text>
      )}
    </>
  );
}

/** One message: the user's in blue on the right, the assistant's in green on the left. */
export function MessageBubble({ message, writingText }: MessageBubbleProps) {
  const { token } = theme.useToken();
  const fromUser = message.role === 'user';
  const fromAssistant = message.role === 'assistant';
  const colours = fromUser
    ? { background: token.colorInfoBg, border: token.colorInfoBorder }
    : fromAssistant
      ? // A fixed light green: the site's success colour is dark (for readable text), its derived background muddy.
        { background: '#edf7ed', border: '#b7dfb9' }
      : { background: token.colorFillQuaternary, border: token.colorBorderSecondary };
  return (
    <div
      aria-label={fromUser ? 'Votre message' : fromAssistant ? "Réponse de l'assistant" : undefined}
      data-status={message.status}
      style={{
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        background: colours.background,
        border: `1px solid ${colours.border}`,
        whiteSpace: fromAssistant ? undefined : 'pre-wrap',
        overflowWrap: 'anywhere',
        opacity: message.status === 'incomplete' ? 0.75 : 1,
      }}
    >
      {fromAssistant ? <AssistantText message={message} writingText={writingText} /> : messageText(message)}
    </div>
  );
}
