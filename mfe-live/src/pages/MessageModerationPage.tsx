import { Navigate, useLocation, useParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Button, LinkButton, PageSection, Space, Typography, useEndpoint, useEventPath, useSession } from '@canal/kit';
import { MessagesPanel } from '../control/MessagesPanel';

/** /staff/message/list/{eventId}: the questions of one session, with 'Retour à la liste' and, for staff and admin, the live in another window. */
export default function MessageModerationPage() {
  const { eventId: rawId } = useParams();
  const location = useLocation();
  const session = useSession();
  const eventPath = useEventPath();
  const eventId = readId(rawId);
  const header = useEndpoint(liveControlApi.moderationEvents, eventId === null ? null : { contact_form: 'true' });
  if (eventId === null) return <Navigate to="/staff/message/list" replace />;
  const event = header.data?.data.find((item) => item.id === eventId);
  return (
    <PageSection
      title={event ? event.eventTitle : 'Messages'}
      extra={
        <Space wrap>
          <LinkButton to="/staff/message/list">Retour à la liste</LinkButton>
          {session.can('staff') && (
            <Button type="primary" href={eventPath('live', eventId)} target="_blank" rel="noopener">
              Ouvrir le live dans une autre fenêtre
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">Les questions des participants, les plus récentes en premier.</Typography.Paragraph>
      <MessagesPanel eventId={eventId} returnTo={`${location.pathname}${location.search}`} />
    </PageSection>
  );
}
