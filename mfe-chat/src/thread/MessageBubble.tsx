import { theme } from '@canal/kit';
import type { ChatMessage } from '../api/chatTypes';
import { messageText } from '../api/chatMessages';
import { MarkdownText } from './markdown/MarkdownText';

/** One message: the user's in blue on the right, the assistant's in green on the left. */
export function MessageBubble({ message }: { message: ChatMessage }) {
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
      style={{
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        background: colours.background,
        border: `1px solid ${colours.border}`,
        whiteSpace: fromAssistant ? undefined : 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {fromAssistant ? <MarkdownText source={messageText(message)} /> : messageText(message)}
    </div>
  );
}
