import '../help/contentPages.css';
import { contentApi, endpointUrl, type DocumentCollection } from '@canal/contracts';
import { Card, Col, DownloadOutlined, Empty, failedAnswer, FileTextOutlined, LoadingBlock, NotConnected, PageSection, Row, Typography, useEndpoint, useSession } from '@canal/kit';
import { formatMegabytes } from '../files/fileSize';
import { StaticFailure } from '../static/StaticFailure';

/**
 * Spec 001 'Podcasts and leaflets': the collections are for logged-in non-visitors; a visitor is
 * asked to log in (the short login) or register, then comes back here (_pn). The server refuses the
 * list and the files to visitors too (401 'not_connected'), which this page shows the same way.
 */
function VisitorPrompt() {
  return <NotConnected loginPath="/loginSimple" registerPath="/registration" />;
}

function CollectionCard({ collection }: { collection: DocumentCollection }) {
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{collection.title}</Typography.Title>}>
      {collection.description && <Typography.Paragraph type="secondary">{collection.description}</Typography.Paragraph>}
      <ul className="cp-file-list">
        {collection.documents.map((leaflet) => (
          <li key={leaflet.id}>
            <span>
              <FileTextOutlined aria-hidden style={{ color: '#b3261e', marginRight: 8 }} />
              {leaflet.title}
              {leaflet.description && <Typography.Text type="secondary"> — {leaflet.description}</Typography.Text>}
            </span>
            <a href={endpointUrl({ path: contentApi.DOCUMENT_GET_PATH }, { id: leaflet.id })} target="_blank" rel="noopener" aria-label={`Télécharger « ${leaflet.title} »`}>
              <DownloadOutlined aria-hidden /> {formatMegabytes(leaflet.fileSize)}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Collections({ userId }: { userId: number }) {
  const { data, error, failure } = useEndpoint(contentApi.documentsList, {}, { scope: userId });
  if (error) return failedAnswer(failure)?.status === 401 ? <VisitorPrompt /> : <StaticFailure notFound={false} message={error} />;
  if (!data) return <LoadingBlock />;
  if (data.data.length === 0) return <Empty description="Aucune fiche pour l’instant." />;
  return (
    <Row gutter={[24, 24]}>
      {data.data.map((collection) => (
        <Col key={collection.id} xs={24} md={12}>
          <CollectionCard collection={collection} />
        </Col>
      ))}
    </Row>
  );
}

/** /documents 'Nos fiches patients': the leaflet collections, each leaflet downloaded through documents/get/{id}. */
export default function DocumentsPage() {
  const session = useSession();
  return <PageSection title="Nos fiches patients">{session.user && session.can('member') ? <Collections userId={session.user.id} /> : <VisitorPrompt />}</PageSection>;
}
