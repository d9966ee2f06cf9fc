import '../help/contentPages.css';
import { contentApi } from '@canal/contracts';
import { Col, Empty, failedAnswer, LinkButton, LoadingBlock, NotConnected, PageSection, Row, useEndpoint, useSession } from '@canal/kit';
import { CollectionCard } from '../documents/CollectionCard';
import { StaticFailure } from '../static/StaticFailure';

/**
 * Spec 001 'Podcasts and leaflets': the collections are for logged-in non-visitors; a visitor is
 * asked to log in (the short login) or register, then comes back here (_pn). The server refuses the
 * list and the files to visitors too (401 'not_connected'), which this page shows the same way.
 */
function VisitorPrompt() {
  return <NotConnected loginPath="/loginSimple" registerPath="/registration" />;
}

function Collections({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const { data, error, failure } = useEndpoint(contentApi.documentsList, {}, { scope: userId });
  if (error) return failedAnswer(failure)?.status === 401 ? <VisitorPrompt /> : <StaticFailure notFound={false} message={error} />;
  if (!data) return <LoadingBlock />;
  if (data.data.length === 0) return <Empty description="Aucune fiche pour l’instant." />;
  return (
    <Row gutter={[24, 24]}>
      {data.data.map((collection) => (
        <Col key={collection.id} xs={24} md={12}>
          <CollectionCard collection={collection} canEdit={canEdit} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * /documents 'Nos fiches patients': the leaflet collections, each leaflet downloaded through
 * documents/get/{id}. An admin also gets the way to the back office's leaflets ('Fiches patients (PDF)').
 */
export default function DocumentsPage() {
  const session = useSession();
  const canEdit = session.can('admin');
  return (
    <PageSection title="Nos fiches patients" extra={canEdit ? <LinkButton to="/staff/document/list">Gérer les fiches</LinkButton> : undefined}>
      {session.user && session.can('member') ? <Collections userId={session.user.id} canEdit={canEdit} /> : <VisitorPrompt />}
    </PageSection>
  );
}
