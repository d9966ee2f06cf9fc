import { theme } from '@canal/kit';
import type { ChatMessage } from '../api/chatTypes';
import { messageText } from '../api/chatMessages';

/** One message: the user's in blue on the right, the assistant's in green on the left. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { token } = theme.useToken();
  const fromUser = message.role === 'user';
  const fromAssistant = message.role === 'assistant';
  const colours = fromUser
    ? { background: token.colorInfoBg, border: token.colorInfoBorder }
    : fromAssistant
      ? { background: token.colorSuccessBg, border: token.colorSuccessBorder }
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
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {messageText(message)}
    </div>
  );
}
