import { useState } from 'react';
import { Navigate, useParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Alert, Button, Card, Empty, Flex, LinkButton, LoadingBlock, PageSection, Space, Tag, Typography, useEndpoint, useEndpointMutation } from '@canal/kit';
import { ConfirmDialog } from '../control/ConfirmDialog';

/** /staff/feedback/{eventId}/list (admin): the feedback questions, 'Ajouter', 'Preview' and the attendee page's direct address. */
export default function FeedbackAdminPage() {
  const { eventId: rawEvent } = useParams();
  const eventId = readId(rawEvent);
  const list = useEndpoint(liveControlApi.feedbackList, eventId === null ? null : { eventId });
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = useEndpointMutation(liveControlApi.feedbackDelete, { invalidates: [liveControlApi.feedbackList] });
  if (eventId === null) return <Navigate to="/" replace />;
  const directUrl = `${window.location.origin}/feedback/${eventId}`;
  return (
    <PageSection
      title="Questionnaire de satisfaction"
      maxWidth={900}
      extra={
        <Space wrap>
          <LinkButton to={`/staff/orchestrator/${eventId}/control?t=feedback`}>Retour</LinkButton>
          <LinkButton to={`/staff/feedback/${eventId}/edit`} type="primary">
            Ajouter
          </LinkButton>
          <Button href={`/feedback/${eventId}`} target="_blank" rel="noopener">
            Preview
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        Accès direct :{' '}
        <Typography.Text copyable code>
          {directUrl}
        </Typography.Text>
      </Typography.Paragraph>
      {remove.error && <Alert type="error" showIcon title={remove.error} style={{ marginBottom: 12 }} />}
      {!list.data ? (
        list.error ? (
          <Alert type="error" showIcon title={list.error} />
        ) : (
          <LoadingBlock />
        )
      ) : list.data.data.length === 0 ? (
        <Empty description="Pas de question pour l'instant" />
      ) : (
        <Flex vertical gap={8}>
          {list.data.data.map((item, index) => (
            <Card key={item.id} size="small" data-testid="feedback-item">
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Space wrap>
                  <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                  <Tag>{item.feedbackType === 'stars' ? 'Étoiles' : 'Texte libre'}</Tag>
                  <Typography.Text>{item.feedbackQuestion}</Typography.Text>
                </Space>
                <Space>
                  <LinkButton to={`/staff/feedback/${eventId}/edit/${item.id}`}>Editer</LinkButton>
                  <Button danger onClick={() => setDeleting(item.id)}>
                    Supprimer
                  </Button>
                </Space>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <ConfirmDialog
        open={deleting !== null}
        running={remove.pending}
        // Done or refused, the dialog closes: a refusal shows above the list.
        onConfirm={() => {
          if (deleting !== null) void remove.mutate({ id: deleting }).then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      />
    </PageSection>
  );
}
