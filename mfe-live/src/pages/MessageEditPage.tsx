import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Alert, Button, Card, Form, Input, LoadingBlock, PageSection, Typography, useEndpoint, useEndpointMutation } from '@canal/kit';
import { messageReturnTarget } from '../control/returnTarget';
import { EditorFooter } from '../control/EditorFooter';

/** /staff/message/edit/{id?}: 'Edition' of a question's text (questions are created from the room, so 'Nouveau message' only explains that). */
export default function MessageEditPage() {
  const { id: rawId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = readId(rawId);
  const back = messageReturnTarget(search);
  const message = useEndpoint(liveControlApi.messageGet, id === null ? null : { id });
  const [text, setText] = useState('');
  const edit = useEndpointMutation(liveControlApi.messageEdit, { onSuccess: () => void navigate(back) });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loaded message fills the editor, which the moderator then edits
    if (message.data) setText(message.data.data.messageContent);
  }, [message.data]);

  if (id === null) {
    return (
      <PageSection title="Nouveau message">
        <Alert type="info" showIcon title="Les messages sont envoyés par les participants depuis le live." />
        <Button style={{ marginTop: 16 }} onClick={() => void navigate(back)}>
          Retour
        </Button>
      </PageSection>
    );
  }
  if (!message.data) return message.error ? <Alert type="error" showIcon title={message.error} /> : <LoadingBlock />;
  const save = () => edit.mutate({ id, messageContent: text, fsubmit: 'message_form' });
  return (
    <PageSection title="Edition" maxWidth={760}>
      <Card>
        <Typography.Paragraph type="secondary">{message.data.data.messageAuthor}</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label="Message" required>
            <Input.TextArea value={text} onChange={(event) => setText(event.target.value)} autoSize={{ minRows: 4, maxRows: 12 }} maxLength={2000} showCount />
          </Form.Item>
          <EditorFooter error={edit.error} saving={edit.pending} onCancel={() => void navigate(back)} requiredNote={false} />
        </Form>
      </Card>
    </PageSection>
  );
}
