import { Navigate, useLocation, useParams, useSearchParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  formatEventDate,
  LinkButton,
  LoadingBlock,
  PageSection,
  Space,
  Tabs,
  Typography,
  useEndpoint,
  useEventPath,
  useSession,
} from '@canal/kit';
import { AnnouncePanel } from '../control/AnnouncePanel';
import { CommentToggle } from '../control/CommentToggle';
import { EventStatusTag } from '../control/eventStatus';
import { FeedbackPanel } from '../control/FeedbackPanel';
import { MessagesPanel } from '../control/MessagesPanel';
import { QuizManager } from '../control/QuizManager';

const TAB_KEYS = ['messages', 'quiz', 'feedback', 'announce'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (value: string | null): value is TabKey => value !== null && (TAB_KEYS as readonly string[]).includes(value);

/** What the room shows, in words, for the panel's header. */
function onScreen(contentType: string): string {
  switch (contentType) {
    case 'quiz':
      return 'un quiz';
    case 'poll':
      return 'un sondage';
    case 'announce':
      return 'une annonce';
    case 'feedback':
      return 'le questionnaire de satisfaction';
    case 'comment':
      return 'l’invitation à poser une question';
    default:
      return 'rien';
  }
}

/**
 * /staff/orchestrator/{eventId}/control (spec 001 "Orchestrator control panel"): the session and
 * 'Voir le Live'; admin also gets the tabs Messages, Quiz, Feedback, Annonce (?t=quiz opens the quiz).
 */
export default function OrchestratorPanelPage() {
  const { eventId: rawId } = useParams();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const eventPath = useEventPath();
  const eventId = readId(rawId);
  const panel = useEndpoint(liveControlApi.orchestratorPanel, eventId === null ? null : { eventId }, { pollMs: 2000 });
  if (eventId === null) return <Navigate to="/staff/orchestrator/list" replace />;
  if (!panel.data) {
    return <PageSection>{panel.error ? <Alert type="error" showIcon title={panel.error} /> : <LoadingBlock />}</PageSection>;
  }
  const { event, tabs, state, connected } = panel.data;
  const requested = search.get('t');
  const activeTab: TabKey = isTab(requested) ? requested : 'messages';
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <PageSection maxWidth={1100}>
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Space direction="vertical" size={4}>
            <Space wrap size={8}>
              <EventStatusTag state={event.eventState} />
              <Typography.Text type="secondary">{formatEventDate(event.eventDate)}</Typography.Text>
            </Space>
            {/* The page's one h1 (WCAG: a page has a title heading), drawn at the card's size. */}
            <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
              {event.eventTitle}
            </Typography.Title>
            {tabs && (
              <Typography.Text type="secondary" data-testid="panel-status">
                {connected} participant{connected > 1 ? 's' : ''} connecté{connected > 1 ? 's' : ''} · à l’écran : {onScreen(state.contentType)}
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            {session.can('exports') && <LinkButton to={`/staff/report/${eventId}`}>Rapport</LinkButton>}
            <Button type="primary" href={eventPath('live', eventId)} target="_blank" rel="noopener">
              Voir le Live
            </Button>
          </Space>
        </Flex>
      </Card>
      {tabs && (
        <Tabs
          activeKey={activeTab}
          onChange={(key) => setSearch(key === 'messages' ? {} : { t: key }, { replace: true })}
          destroyOnHidden
          items={[
            {
              key: 'messages',
              label: (
                <Badge count={state.contentType === 'comment' ? 'Live' : 0} offset={[14, -4]} size="small">
                  Messages
                </Badge>
              ),
              children: (
                <Flex vertical gap={12}>
                  <CommentToggle eventId={eventId} state={state} />
                  <MessagesPanel eventId={eventId} returnTo={returnTo} />
                </Flex>
              ),
            },
            { key: 'quiz', label: 'Quiz', children: <QuizManager eventId={eventId} /> },
            { key: 'feedback', label: 'Feedback', children: <FeedbackPanel eventId={eventId} /> },
            { key: 'announce', label: 'Annonce', children: <AnnouncePanel eventId={eventId} /> },
          ]}
        />
      )}
    </PageSection>
  );
}
