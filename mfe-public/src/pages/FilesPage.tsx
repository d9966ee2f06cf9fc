import '../help/contentPages.css';
import { contentApi } from '@canal/contracts';
import {
  Card,
  Col,
  Empty,
  FileTextOutlined,
  formatFileSize,
  formatListDate,
  LoadingBlock,
  NotConnected,
  PageSection,
  Row,
  Typography,
  useEndpoint,
  useSession,
} from '@canal/kit';
import { StaticFailure } from '../static/StaticFailure';

/** /files 'Mes fichiers' (spec 000 section 2.14): two columns of sessions, each with its date, title and files. */
export default function FilesPage() {
  const session = useSession();
  const { data, error } = useEndpoint(contentApi.filesMine, session.user ? {} : null, { scope: session.user?.id ?? null });
  if (!session.user) return <NotConnected />;
  return (
    <PageSection title="Mes fichiers">
      {error ? (
        <StaticFailure notFound={false} message={error} />
      ) : !data ? (
        <LoadingBlock />
      ) : data.data.length === 0 ? (
        <Empty description="Aucun fichier pour l’instant : les documents des sessions auxquelles vous êtes inscrit et vos attestations de présence apparaîtront ici." />
      ) : (
        <Row gutter={[24, 24]}>
          {data.data.map((event) => (
            <Col key={event.eventId} xs={24} md={12}>
              <Card>
                <Typography.Text type="secondary">{formatListDate(event.eventDate)}</Typography.Text>
                <Typography.Title level={2} style={{ fontSize: 18, marginTop: 4 }}>
                  {event.eventTitle}
                </Typography.Title>
                <ul className="cp-file-list">
                  {event.files.map((file) => (
                    <li key={file.url}>
                      <a href={file.url} target="_blank" rel="noopener">
                        <FileTextOutlined aria-hidden /> {file.name}
                      </a>
                      {file.size !== null && <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>}
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
