import { Link, Navigate, useParams } from '@canal/kit/router';
import { idSchema, staffApi } from '@canal/contracts';
import { Alert, Breadcrumb, Card, Col, Flex, formatListDate, LoadingBlock, PageSection, Rate, Row, Typography, useEndpoint } from '@canal/kit';
import { AccountConsentsCard } from '../account/AccountConsentsCard';
import { ACCOUNT_ROUTES } from '../account/accountRoutes';

const NO_INFORMATION = 'Aucune information disponible';

interface PreviewBlock {
  labels: { id: string; name: string }[];
  data: Record<string, string>;
}

/** The block's non-empty fields, label then value; a date field reads dd/mm/yyyy. */
function BlockCard({ title, block }: { title: string; block: PreviewBlock }) {
  const shown = block.labels.filter((label) => block.data[label.id]);
  return (
    <Card title={title} style={{ height: '100%' }}>
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{NO_INFORMATION}</Typography.Text>
      ) : (
        <dl className="cp-preview-fields" style={{ margin: 0 }}>
          {shown.map((label) => (
            <div key={label.id} style={{ display: 'flex', gap: 12, padding: '4px 0' }}>
              <dt style={{ minWidth: 160, color: '#595959' }}>{label.name}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {label.id === 'dateCreated' ? formatListDate(Number(block.data[label.id])) : block.data[label.id]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** /staff/account/preview/{id}: an account's card (spec 001 section 2 "Account preview"). */
export default function AccountPreviewPage() {
  const id = idSchema.safeParse(useParams().id);
  const { data, error } = useEndpoint(staffApi.accountPreview, id.success ? { accountId: id.data, contact_form: 'true' } : null);
  if (!id.success) return <Navigate to={ACCOUNT_ROUTES.list} replace />;
  const preview = data?.data;
  const name = preview?.previewAccount.data.accountName || preview?.previewAccount.data.accountEmail || 'Compte';
  return (
    <PageSection title={name} maxWidth={1100}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to="/staff/dashboard">Dashboard</Link> },
          { title: <Link to={ACCOUNT_ROUTES.list}>Professionnels de santé</Link> },
          { title: name },
        ]}
      />
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : !preview ? (
        <LoadingBlock />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <BlockCard title="Compte" block={preview.previewAccount} />
          </Col>
          <Col xs={24} md={12}>
            <BlockCard title="Adresse" block={preview.previewAddress} />
          </Col>
          <Col xs={24}>
            <Card title="Inscriptions" extra={<Link to={ACCOUNT_ROUTES.edit(id.data)}>Modifier le compte</Link>}>
              {preview.subscriptions.rank < 0 ? (
                <Typography.Text type="secondary">Aucune inscription</Typography.Text>
              ) : (
                <Flex vertical gap={12}>
                  <Flex align="center" gap={12}>
                    <Typography.Text strong>Assiduité</Typography.Text>
                    <Rate disabled value={preview.subscriptions.rank} aria-label={`Assiduité : ${preview.subscriptions.rank} sur 5`} />
                  </Flex>
                  <table className="cp-preview-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
                    <thead>
                      <tr>
                        <th style={{ textAlign: 'left', padding: 6 }}>Date</th>
                        <th style={{ textAlign: 'left', padding: 6 }}>Émission</th>
                        <th style={{ textAlign: 'left', padding: 6 }}>Présent</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.subscriptions.details.map((detail) => (
                        <tr key={detail.eventId} style={{ borderTop: '1px solid #f0f0f0' }}>
                          <td style={{ padding: 6, whiteSpace: 'nowrap' }}>{formatListDate(detail.eventDate)}</td>
                          <td style={{ padding: 6 }}>{detail.eventTitle}</td>
                          <td style={{ padding: 6 }}>
                            {detail.attended === null ? 'Non' : `Présent le ${formatListDate(detail.attended)}`}
                            {detail.minutes > 0 && ` (${detail.minutes} min)`}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Flex>
              )}
            </Card>
          </Col>
          <Col xs={24}>
            <AccountConsentsCard accountId={id.data} />
          </Col>
        </Row>
      )}
    </PageSection>
  );
}
