import { Card, Col, Empty, List, Row, Typography } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { contentApi } from '@canal/contracts';
import { formatListDate, LoadingBlock, NotConnected, PageSection, useEndpoint, useSession } from '@canal/kit';
import { formatMegabytes } from '../files/fileSize';
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
                <List
                  dataSource={event.files}
                  renderItem={(file) => (
                    <List.Item extra={file.size !== null ? <Typography.Text type="secondary">{formatMegabytes(file.size)}</Typography.Text> : undefined}>
                      <a href={file.url} target="_blank" rel="noopener">
                        <FileOutlined /> {file.name}
                      </a>
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageSection>
  );
}
