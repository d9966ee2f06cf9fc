import '../help/contentPages.css';
import { contentApi, endpointUrl } from '@canal/contracts';
import { Card, Col, DownloadOutlined, Empty, FileTextOutlined, LoadingBlock, LoginOrRegister, PageSection, Row, Space, Typography, useEndpoint, useSession } from '@canal/kit';
import { formatMegabytes } from '../files/fileSize';
import { StaticFailure } from '../static/StaticFailure';

/** What a visitor sees instead of the download buttons: log in (the short login) or register, then come back. */
function LoginToDownload() {
  return (
    <Card style={{ marginBottom: 24 }}>
      <Space wrap align="center">
        <Typography.Text>Les fiches sont réservées aux professionnels de santé inscrits.</Typography.Text>
        <LoginOrRegister loginPath="/loginSimple" />
      </Space>
    </Card>
  );
}

/** /documents 'Nos fiches patients': the leaflet collections; logged-in users download through documents/get/{id}. */
export default function DocumentsPage() {
  const session = useSession();
  const { data, error } = useEndpoint(contentApi.documentsList, {});
  return (
    <PageSection title="Nos fiches patients">
      {!session.user && <LoginToDownload />}
      {error ? (
        <StaticFailure notFound={false} message={error} />
      ) : !data ? (
        <LoadingBlock />
      ) : data.data.length === 0 ? (
        <Empty description="Aucune fiche pour l’instant." />
      ) : (
        <Row gutter={[24, 24]}>
          {data.data.map((collection) => (
            <Col key={collection.id} xs={24} md={12}>
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
                      {session.user && (
                        <a href={endpointUrl({ path: contentApi.DOCUMENT_GET_PATH }, { id: leaflet.id })} target="_blank" rel="noopener" aria-label={`Télécharger « ${leaflet.title} »`}>
                          <DownloadOutlined aria-hidden /> {formatMegabytes(leaflet.fileSize)}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageSection>
  );
}
