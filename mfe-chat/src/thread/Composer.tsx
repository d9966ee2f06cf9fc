import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Input, SendOutlined, Typography, useEndpointMutation } from '@canal/kit';
import { CHAT_INSTRUCTIONS_MAX, CHAT_MESSAGE_MAX, PATIENT_DATA_NOTICE, PHARMACOVIGILANCE_NOTICE, chatApi, maskPatientData } from '@canal/contracts/chat';
import { withUser } from '../api/callChat';
import { PatientDataPreview } from './PatientDataPreview';

export interface ComposerProps {
  /** The discussion written to; null on the empty screen, where `startThread` makes one at the first send. */
  threadId: string | null;
  startThread?: () => Promise<string | null>;
  user: string | null;
  /** The page's ?beta: the instructions field shows. */
  beta: boolean;
  /** False while a run is worked on, or when no model is configured. */
  enabled: boolean;
  /** The server took the message, in this discussion. */
  onSent: (threadId: string) => void;
}

/**
 * 'Message...' (up to 10 rows) and 'Envoyer'; Enter with Shift makes a new line. The field clears
 * once the server took the message. A refusal (a run already going, the daily quota) keeps the text
 * and says why: the spec only logs a failed add_message, but a doctor must know why nothing happens.
 * Under the field, the notice not to enter patient data, and what the server will mask (the same
 * detector as the server's), which the member may put in the field to edit before sending.
 */
export function Composer({ threadId, startThread, user, beta, enabled, onSent }: ComposerProps) {
  const [message, setMessage] = useState('');
  const [instructions, setInstructions] = useState('');
  const [starting, setStarting] = useState(false);
  const sending = useEndpointMutation(chatApi.addMessage, { url: chatApi.chatActionUrl('add_message') });

  const masked = useMemo(() => maskPatientData(message), [message]);
  const maskedInstructions = useMemo(() => maskPatientData(beta ? instructions : ''), [beta, instructions]);

  const send = async () => {
    if (!message.trim() || !enabled || starting) return;
    const own = beta ? instructions.trim() : '';
    let thread = threadId;
    if (thread === null) {
      setStarting(true);
      thread = (await startThread?.()) ?? null;
      setStarting(false);
      if (thread === null) return;
    }
    const answer = await sending.mutate(withUser({ thread, message: message.trim(), ...(own ? { instructions: own } : {}) }, user));
    if (answer === null) return;
    setMessage('');
    onSent(thread);
  };

  return (
    <Flex vertical gap={8}>
      {beta && (
        <Input.TextArea
          aria-label="Instructions"
          placeholder="Instructions..."
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={CHAT_INSTRUCTIONS_MAX}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
        />
      )}
      <Input.TextArea
        aria-label="Message"
        aria-describedby="chat-pv-notice"
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
      <PatientDataPreview masked={masked} field="message" onUseMasked={() => setMessage(masked.text)} />
      {beta && <PatientDataPreview masked={maskedInstructions} field="instructions" onUseMasked={() => setInstructions(maskedInstructions.text)} />}
      <Typography.Text type="secondary">{PATIENT_DATA_NOTICE}</Typography.Text>
      <Typography.Text id="chat-pv-notice" type="secondary" style={{ fontSize: 12 }}>
        {PHARMACOVIGILANCE_NOTICE}
      </Typography.Text>
      {sending.error && <Alert type="warning" showIcon title={sending.error} closable={{ onClose: sending.reset }} />}
      <Flex justify="flex-end">
        <Button type="primary" icon={<SendOutlined />} loading={starting || sending.pending} disabled={!enabled || !message.trim()} onClick={() => void send()}>
          Envoyer
        </Button>
      </Flex>
    </Flex>
  );
}
