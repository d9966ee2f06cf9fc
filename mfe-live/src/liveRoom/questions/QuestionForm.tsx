import { useRef, useState, type KeyboardEvent } from 'react';
import { LIVE_MESSAGE_MAX, liveApi, PHARMACOVIGILANCE_NOTICE } from '@canal/contracts';
import { Alert, App, Button, Flex, Input, SendOutlined, Typography, useEndpointMutation } from '@canal/kit';
import { newQuestionKey } from './newQuestionKey';

export const QUESTION_SENT = 'Question envoyée !';

/**
 * The room's question form (spec 000 section 2.9): empty questions are not sent, Enter sends, Shift+Enter
 * goes to the line. A refusal (too many questions in a minute...) stays under the field, the question
 * kept, until the next sending or edit. Once sent, the member's questions are read again.
 */
export function QuestionForm({ eventId, label = 'Posez votre question ici :' }: { eventId: number; label?: string }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const key = useRef(newQuestionKey());
  const inputId = `question-${eventId}`;
  const sending = useEndpointMutation(liveApi.messageSend, {
    invalidates: [liveApi.messageMine],
    onSuccess: () => {
      key.current = newQuestionKey();
      setText('');
      void message.success(QUESTION_SENT, 3);
    },
  });

  const send = () => {
    const question = text.trim();
    if (question) void sending.mutate({ eid: eventId, message: question, key: key.current, fsubmit: 'message_form' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        <label htmlFor={inputId}>{label}</label>
      </Typography.Text>
      <Input.TextArea
        id={inputId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          sending.reset();
        }}
        onKeyDown={onKeyDown}
        maxLength={LIVE_MESSAGE_MAX}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder="Votre question aux intervenants"
        aria-describedby={`${inputId}-pv`}
      />
      <Typography.Text id={`${inputId}-pv`} type="secondary" style={{ fontSize: 12 }}>
        {PHARMACOVIGILANCE_NOTICE}
      </Typography.Text>
      {sending.error && <Alert type="warning" showIcon title={sending.error} />}
      <Button type="primary" icon={<SendOutlined />} onClick={send} loading={sending.pending} disabled={!text.trim()}>
        Envoyer
      </Button>
    </Flex>
  );
}
