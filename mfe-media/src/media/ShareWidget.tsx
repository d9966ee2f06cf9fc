import { useState } from 'react';
import { mediaApi, SHARE_DONE_TEXT, type MediaModule } from '@canal/contracts';
import { Alert, Button, Flex, Input, MailOutlined, Typography, useEndpointMutation } from '@canal/kit';

/** Share by e-mail: only the addresses found in the text are used (3 rows, 10 recipients at most). */
export function ShareWidget({ module, id, title }: { module: MediaModule; id: number; title: string }) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[] | null>(null);
  const sending = useEndpointMutation(mediaApi.shareSend, {
    onSuccess: (answer) => {
      setSent(answer.emails);
      setText('');
    },
  });
  const share = () => sending.mutate({ module, id, title, url: window.location.href, emails: text });
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Partager par e-mail</Typography.Text>
      <Input.TextArea
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Les adresses e-mail de vos confrères"
        aria-label="Adresses e-mail des destinataires"
        maxLength={5000}
      />
      <div>
        <Button icon={<MailOutlined />} onClick={() => void share()} loading={sending.pending} disabled={!text.trim()}>
          Partager
        </Button>
      </div>
      {sending.error && <Alert type="error" message={sending.error} showIcon />}
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
