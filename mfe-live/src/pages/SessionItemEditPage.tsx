import { Navigate, useLocation, useParams } from '@canal/kit/router';
import { liveControlApi, readId } from '@canal/contracts';
import { Card, PageSection } from '@canal/kit';
import { DynamicForm, HistoryPanel } from '@canal/kit/forms';

/** The kind an editor's address names: /staff/{kind}/{eventId}/edit[/{id}]. */
function kindOf(pathname: string): liveControlApi.SessionItemKind | null {
  const segment = pathname.split('/')[2];
  return liveControlApi.SESSION_ITEM_KINDS.find((kind) => kind === segment) ?? null;
}

/**
 * /staff/{quiz|announce|feedback}/{eventId}/edit[/{id}] (admin): the editor of an item of a session,
 * one page for the three kinds. The form is the one the server declares for the kind (its fields,
 * where saving and 'Annuler' return), drawn by DynamicForm; 'Historique' once the item exists.
 */
export default function SessionItemEditPage() {
  const { eventId: rawEvent, id: rawId } = useParams();
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const eventId = readId(rawEvent);
  const id = rawId === undefined ? null : readId(rawId);
  if (kind === null || eventId === null || (rawId !== undefined && id === null)) return <Navigate to="/" replace />;
  const { titles } = liveControlApi.SESSION_ITEM_PAGES[kind];
  return (
    <PageSection title={id === null ? titles.create : titles.edit} maxWidth={860}>
      <Card>
        <DynamicForm key={`${kind}/${eventId}/${id ?? 'new'}`} fetchUrl={liveControlApi.sessionItemFormPath(kind, eventId)} id={id} fullSize />
      </Card>
      <HistoryPanel module={kind} id={id === null ? null : String(id)} />
    </PageSection>
  );
}
