import { useState } from 'react';
import { mediaApi, SHARE_DONE_TEXT, type MediaModule } from '@canal/contracts';
import { Alert, apiErrorOf, Button, callEndpoint, Flex, Input, MailOutlined, Typography } from '@canal/kit';

/** Share by e-mail: only the addresses found in the text are used (3 rows, 10 recipients at most). */
export function ShareWidget({ module, id, title }: { module: MediaModule; id: number; title: string }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const share = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await callEndpoint(mediaApi.shareSend, { module, id, title, url: window.location.href, emails: text });
      setSent(answer.emails);
      setText('');
    } catch (failure) {
      setError(apiErrorOf(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Partager par e-mail</Typography.Text>
      <Input.TextArea rows={3} value={text} onChange={(event) => setText(event.target.value)} placeholder="Les adresses e-mail de vos confrères" aria-label="Adresses e-mail des destinataires" maxLength={5000} />
      <div>
        <Button icon={<MailOutlined />} onClick={() => void share()} loading={sending} disabled={!text.trim()}>
          Partager
        </Button>
      </div>
      {error && <Alert type="error" message={error} showIcon />}
      {sent && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={SHARE_DONE_TEXT}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {sent.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
}
