import { useState } from 'react';
import { Alert, apiErrorOf, Button, Flex, Input, SendOutlined } from '@canal/kit';
import { CHAT_INSTRUCTIONS_MAX, CHAT_MESSAGE_MAX } from '@canal/contracts/chat';
import { addMessage } from '../api/callChat';

export interface ComposerProps {
  threadId: string;
  user: string | null;
  /** The page's ?beta: the instructions field shows. */
  beta: boolean;
  /** False while a run is worked on, or when no model is configured. */
  enabled: boolean;
  onSent(): void;
}

/**
 * 'Message...' (up to 10 rows) and 'Envoyer'; Enter with Shift makes a new line. The field clears
 * once the server took the message. A refusal (a run already going, the daily quota) keeps the text
 * and says why: the spec only logs a failed add_message, but a doctor must know why nothing happens.
 */
export function Composer({ threadId, user, beta, enabled, onSent }: ComposerProps) {
  const [message, setMessage] = useState('');
  const [instructions, setInstructions] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    if (!message.trim() || sending || !enabled) return;
    setSending(true);
    setRefusal(null);
    try {
      await addMessage(threadId, message.trim(), beta ? instructions.trim() || null : null, user);
      setMessage('');
      onSent();
    } catch (failure) {
      console.warn('add_message', failure);
      setRefusal(apiErrorOf(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      {beta && <Input.TextArea aria-label="Instructions" placeholder="Instructions..." autoSize={{ minRows: 2, maxRows: 6 }} maxLength={CHAT_INSTRUCTIONS_MAX} value={instructions} onChange={(event) => setInstructions(event.target.value)} />}
      <Input.TextArea
        aria-label="Message"
        placeholder="Message..."
        autoSize={{ minRows: 2, maxRows: 10 }}
        maxLength={CHAT_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onPressEnter={(event) => {
          if (event.shiftKey) return;
          event.preventDefault();
          void send();
        }}
      />
      {refusal && <Alert type="warning" showIcon title={refusal} closable={{ onClose: () => setRefusal(null) }} />}
      <Flex justify="flex-end">
        <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={!enabled || !message.trim()} onClick={() => void send()}>
          Envoyer
        </Button>
      </Flex>
    </Flex>
  );
}
