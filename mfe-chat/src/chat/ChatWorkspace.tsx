import { useState } from 'react';
import { chatApi } from '@canal/contracts/chat';
import { useSearchParams } from '@canal/kit/router';
import { Alert, Button, Col, PageSection, PlusOutlined, Row, Typography, useEndpointMutation } from '@canal/kit';
import { withUser } from '../api/callChat';
import { useRunEvents } from '../stream/useRunEvents';
import { ThreadList } from '../threads/ThreadList';
import { useThreads } from '../threads/useThreads';
import { Composer } from '../thread/Composer';
import { ThreadView } from '../thread/ThreadView';
import { CHAT_MAX_WIDTH } from './chatConstants';
import { useChatUser } from './useChatUser';

export const NOT_CONFIGURED =
  'L’assistant GPTPubMed n’est pas encore configuré sur ce serveur : vous pouvez consulter vos discussions, mais pas poser de nouvelle question.';

/** The 'Debug infos' link of ?debug: the discussion's runs and calls as JSON, in a new tab. */
const debugThreadUrl = (id: string, user: string | null) =>
  `/api/gpt/api.php?action=debug_thread&id=${encodeURIComponent(id)}${user ? `&user=${encodeURIComponent(user)}` : ''}`;

/** GPTPubMed for a logged-in user: discussions on the left, the selected one on the right. */
export function ChatWorkspace() {
  const user = useChatUser();
  const [params] = useSearchParams();
  const beta = params.has('beta');
  const debug = params.has('debug');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const threads = useThreads(user);
  const events = useRunEvents();
  // The server hands back the member's empty discussion if there is one: clicking again adds none.
  const creation = useEndpointMutation(chatApi.createThread, {
    url: chatApi.chatActionUrl('create_thread'),
    invalidates: [chatApi.listThreads],
    onSuccess: (answer) => setSelectedId(answer.thread.id),
  });

  const create = async () => {
    // Spec 001: a failed create_thread deselects.
    setSelectedId((await creation.mutate(withUser({}, user)))?.thread.id ?? null);
  };

  /** The empty screen's first message: its discussion is made then, the member never has to ask for one. */
  const startThread = async () => (await creation.mutate(withUser({}, user)))?.thread.id ?? null;

  const remove = async (id: string) => {
    const deleted = await threads.remove(id);
    if (deleted) setSelectedId((current) => (current === id ? null : current));
  };

  return (
    <PageSection
      title="GPTPubMed beta"
      extra={
        <Button type="primary" icon={<PlusOutlined />} loading={creation.pending} onClick={() => void create()}>
          Nouvelle discussion
        </Button>
      }
    >
      {creation.error && (
        <Alert type="error" showIcon title={`Erreur : ${creation.error}`} closable={{ onClose: creation.reset }} style={{ marginBottom: 16 }} />
      )}
      {threads.configured === false && <Alert type="warning" showIcon title={NOT_CONFIGURED} style={{ marginBottom: 16 }} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} md={6}>
          <ThreadList state={threads} selectedId={selectedId} onSelect={setSelectedId} onDelete={(id) => void remove(id)} />
        </Col>
        <Col xs={24} md={18}>
          {selectedId ? (
            <>
              {debug && (
                <a href={debugThreadUrl(selectedId, user)} target="_blank" rel="noopener" style={{ display: 'inline-block', marginBottom: 8 }}>
                  Debug infos
                </a>
              )}
              <ThreadView
                key={selectedId}
                threadId={selectedId}
                user={user}
                beta={beta}
                configured={threads.configured !== false}
                events={events}
                onSent={threads.reload}
              />
            </>
          ) : (
            <section aria-label="Nouvelle question" style={{ maxWidth: CHAT_MAX_WIDTH, display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Typography.Text type="secondary">Posez votre question : une nouvelle discussion commence à l’envoi.</Typography.Text>
              <Composer
                threadId={null}
                startThread={startThread}
                user={user}
                beta={beta}
                enabled={threads.configured !== false}
                onSent={(id) => {
                  setSelectedId(id);
                  threads.reload();
                }}
              />
            </section>
          )}
        </Col>
      </Row>
    </PageSection>
  );
}
