import { Link, Navigate, useParams, useSearchParams } from '@canal/kit/router';
import { idSchema, isJoinable, subscriptionApi } from '@canal/contracts';
import { Breadcrumb, failedAnswer, LoadingBlock, PageSection, useEndpoint, useEventPath, useSession } from '@canal/kit';
import { JOIN_PARAM } from '../event/joinLive';
import { EventDetailView } from '../event/EventDetailView';
import { StaticFailure } from '../static/StaticFailure';
import '../event/eventDetail.css';

/** /event/{id}[?k=&r=&join=1]: a session's page and its subscription (spec 000 section 2.8). */
export default function EventPage() {
  const params = useParams();
  const session = useSession();
  const [search] = useSearchParams();
  const eventPath = useEventPath();
  const id = idSchema.safeParse(params.id);
  const { data, error, failure, refetch } = useEndpoint(subscriptionApi.eventGet, id.success ? { id: id.data, contact_form: 'true' } : null, {
    scope: session.user?.id ?? null,
  });
  if (!id.success) return <StaticFailure notFound message="" />;
  // Back from logging in or registering through 'Je m’inscris et je rejoins le direct': subscribed now, so into the room.
  // eslint-disable-next-line react-hooks/purity -- whether the room is open is read from the clock at each render, on purpose
  const joining = search.get(JOIN_PARAM) === '1' && session.user !== null && data?.data.isSubscribed === 1 && isJoinable(data.data, Date.now());
  if (joining) return <Navigate to={eventPath('live', id.data)} replace />;
  return (
    <PageSection maxWidth={1280}>
      <Breadcrumb style={{ marginBottom: 16 }} items={[{ title: <Link to="/">Accueil</Link> }, { title: data?.data.eventTitle ?? 'Session' }]} />
      {error ? (
        <StaticFailure notFound={failedAnswer(failure)?.status === 404} message={error} />
      ) : !data ? (
        <LoadingBlock />
      ) : (
        <EventDetailView event={data.data} onChanged={() => void refetch()} />
      )}
    </PageSection>
  );
}
