import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Alert, Button, Card, Form, Input, LoadingBlock, PageSection, Space, apiErrorOf, callEndpoint, useEndpoint } from '@canal/kit';
import { EditorFooter } from '../control/EditorFooter';

/** /staff/feedback/{eventId}/edit/{id?} (admin): one feedback question, stars (1 to 5) or free text. */
export default function FeedbackEditPage() {
  const { eventId: rawEvent, id: rawId } = useParams();
  const navigate = useNavigate();
  const eventId = readId(rawEvent);
  const id = rawId === undefined ? null : readId(rawId);
  const list = useEndpoint(liveControlApi.feedbackList, eventId !== null && id !== null ? { eventId } : null);
  const [type, setType] = useState<'stars' | 'free'>('stars');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const found = list.data?.data.find((item) => item.id === id);
  useEffect(() => {
    if (found) {
      setType(found.feedbackType);
      setQuestion(found.feedbackQuestion);
    }
  }, [found]);
  if (eventId === null || (rawId !== undefined && id === null)) return <Navigate to="/" replace />;
  const back = () => void navigate(`/staff/feedback/${eventId}/list`);
  const heading = id === null ? 'Nouvelle question' : 'Edition';
  if (id !== null && !found) {
    return <PageSection title={heading}>{list.data ? <Alert type="error" showIcon title="Question introuvable." /> : list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />}</PageSection>;
  }
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await callEndpoint(liveControlApi.feedbackSave, { eventId, ...(id !== null ? { id } : {}), feedbackType: type, feedbackQuestion: question, fsubmit: 'feedback_form' });
      back();
    } catch (failure) {
      setError(apiErrorOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageSection title={heading} maxWidth={760}>
      <Card>
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label="Type">
            <Space wrap>
              <Button type={type === 'stars' ? 'primary' : 'default'} onClick={() => setType('stars')}>
                Étoiles (1 à 5)
              </Button>
              <Button type={type === 'free' ? 'primary' : 'default'} onClick={() => setType('free')}>
                Texte libre
              </Button>
            </Space>
          </Form.Item>
          <Form.Item label="Question" required>
            <Input aria-label="Question" value={question} maxLength={500} onChange={(event) => setQuestion(event.target.value)} />
          </Form.Item>
          <EditorFooter error={error} saving={saving} onCancel={back} />
        </Form>
      </Card>
    </PageSection>
  );
}
