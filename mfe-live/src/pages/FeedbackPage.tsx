import { Link, Navigate, useLocation, useParams } from '@canal/kit/router';
import { isAllowed, liveApi, readId } from '@canal/contracts';
import { answerField, Button, Card, failedAnswer, Flex, LoadingBlock, PageSection, Result, Space, Typography, useEndpoint, useSession } from '@canal/kit';
import { FeedbackForm } from '../feedback/FeedbackForm';
import { NotRegisteredNotice } from '../liveRoom/notices/NotRegisteredNotice';

/** /feedback/{eventId} (spec 000 section 2.11): the attendee's feedback page, outside the room. */
export default function FeedbackPage() {
  const { eventId: rawId } = useParams();
  const session = useSession();
  const location = useLocation();
  const eventId = readId(rawId);
  const allowed = session.user !== null && isAllowed('member', session.user);
  const event = useEndpoint(liveApi.feedbackGet, allowed && eventId !== null ? { eventId, contact_form: 'true' } : null, { scope: session.user?.id ?? null });

  if (eventId === null) return <Navigate to="/" replace />;
  if (!session.known) return <LoadingBlock />;
  if (!allowed) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <PageSection>
        <Result
          status="info"
          title="Votre avis nous intéresse !"
          subTitle="Connectez-vous ou créez votre compte pour donner votre avis sur cette session."
          extra={
            <Space wrap>
              <Link to={`/login?_pn=${back}`}>
                <Button type="primary">Se connecter</Button>
              </Link>
              <Link to={`/registration?_pn=${back}`}>
                <Button>Créer un compte</Button>
              </Link>
            </Space>
          }
        />
      </PageSection>
    );
  }
  const refusal = failedAnswer(event.failure);
  if (refusal?.status === 404) return <Navigate to="/" replace />;
  // Not subscribed: the way to subscribe; before the session: the server's reason. Never the form.
  if (refusal?.status === 403) {
    return (
      <PageSection>
        {answerField(refusal.body, 'error') === 'not_registered' ? <NotRegisteredNotice eventId={eventId} /> : <Result status="info" title={event.error} />}
      </PageSection>
    );
  }
  return (
    <PageSection>
      <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          Votre avis nous intéresse !
        </Typography.Title>
        {event.data && <Typography.Text type="secondary">{event.data.data.eventTitle}</Typography.Text>}
        <Card>
          <FeedbackForm eventId={eventId} />
        </Card>
      </Flex>
    </PageSection>
  );
}
