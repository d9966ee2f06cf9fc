import { useRef, useState, type KeyboardEvent } from 'react';
import { LIVE_MESSAGE_MAX, liveApi } from '@canal/contracts';
import { Alert, apiErrorOf, App, Button, callEndpoint, Flex, Input, SendOutlined, Typography } from '@canal/kit';
import { newQuestionKey } from './newQuestionKey';

export const QUESTION_SENT = 'Question envoyée !';

/**
 * The room's question form (spec 000 section 2.9): empty questions are not sent, Enter sends, Shift+Enter
 * goes to the line. A refusal (too many questions in a minute...) stays under the field, the question
 * kept, until the next sending or edit.
 */
export function QuestionForm({ eventId, label = 'Posez votre question ici :' }: { eventId: number; label?: string }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newQuestionKey());
  const inputId = `question-${eventId}`;

  const send = async () => {
    const question = text.trim();
    if (!question || sending) return;
    setSending(true);
    setProblem(null);
    try {
      await callEndpoint(liveApi.messageSend, { eid: eventId, message: question, key: key.current, fsubmit: 'message_form' });
      key.current = newQuestionKey();
      setText('');
      void message.success(QUESTION_SENT, 3);
    } catch (error) {
      setProblem(apiErrorOf(error));
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
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
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        maxLength={LIVE_MESSAGE_MAX}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder="Votre question aux intervenants"
      />
      {problem && <Alert type="warning" showIcon title={problem} />}
      <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} loading={sending} disabled={!text.trim()}>
        Envoyer
      </Button>
    </Flex>
  );
}
