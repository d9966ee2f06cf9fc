import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Alert, Card, Form, Input, LoadingBlock, PageSection, apiErrorOf, callEndpoint, useEndpoint } from '@canal/kit';
import { EditorFooter } from '../control/EditorFooter';

/** /staff/announce/{eventId}/edit[/{announceId}] (admin): an announcement's title and text; back to the Annonce tab. */
export default function AnnounceEditPage() {
  const { eventId: rawEvent, announceId: rawAnnounce } = useParams();
  const navigate = useNavigate();
  const eventId = readId(rawEvent);
  const announceId = rawAnnounce === undefined ? null : readId(rawAnnounce);
  const list = useEndpoint(liveControlApi.announceList, eventId !== null && announceId !== null ? { eventId } : null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const found = list.data?.data.find((item) => item.id === announceId);
  useEffect(() => {
    if (found) {
      setTitle(found.announceTitle);
      setText(found.announceText);
    }
  }, [found]);
  if (eventId === null || (rawAnnounce !== undefined && announceId === null)) return <Navigate to="/" replace />;
  const back = () => void navigate(`/staff/orchestrator/${eventId}/control?t=announce`);
  const heading = announceId === null ? 'Nouvelle annonce' : 'Edition';
  if (announceId !== null && !found) {
    return <PageSection title={heading}>{list.data ? <Alert type="error" showIcon title="Annonce introuvable." /> : list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />}</PageSection>;
  }
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await callEndpoint(liveControlApi.announceSave, { eventId, ...(announceId !== null ? { id: announceId } : {}), announceTitle: title, announceText: text, fsubmit: 'announce_form' });
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
          <Form.Item label="Titre" required>
            <Input aria-label="Titre" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
          </Form.Item>
          <Form.Item label="Texte" required>
            <Input.TextArea aria-label="Texte" value={text} maxLength={2000} showCount autoSize={{ minRows: 4, maxRows: 12 }} onChange={(event) => setText(event.target.value)} />
          </Form.Item>
          <EditorFooter error={error} saving={saving} onCancel={back} />
        </Form>
      </Card>
    </PageSection>
  );
}
