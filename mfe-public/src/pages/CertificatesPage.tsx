import '../certificates/certificates.css';
import { fileUrl, liveApi } from '@canal/contracts';
import {
  Button,
  Card,
  DownloadOutlined,
  Empty,
  Flex,
  formatListDate,
  LoadingBlock,
  NotConnected,
  PageSection,
  Typography,
  useEndpoint,
  useSession,
} from '@canal/kit';
import { StaticFailure } from '../static/StaticFailure';
import { CERTIFICATE_HEADING } from '../certificates/certificateTexts';

const minutesText = (minutes: number) => `${minutes} minute${minutes > 1 ? 's' : ''}`;

/** /certificates 'Mes attestations' (issue 32 §3): every certificate earned, one PDF each, or all in one ZIP for the three-year file. */
export default function CertificatesPage() {
  const session = useSession();
  const { data, error } = useEndpoint(liveApi.attendanceMine, session.user ? {} : null, { scope: session.user?.id ?? null });
  if (!session.user) return <NotConnected />;
  return (
    <PageSection title="Mes attestations" maxWidth={880}>
      <Typography.Paragraph type="secondary">
        {CERTIFICATE_HEADING}. Chaque attestation porte un numéro et un QR code qui permettent à un tiers de la vérifier.
      </Typography.Paragraph>
      {error ? (
        <StaticFailure notFound={false} message={error} />
      ) : !data ? (
        <LoadingBlock />
      ) : data.data.length === 0 ? (
        <Empty description="Aucune attestation pour l’instant : elles apparaissent ici après les sessions auxquelles vous avez assisté." />
      ) : (
        <Card>
          <Flex justify="flex-end">
            <Button type="primary" icon={<DownloadOutlined />} href={fileUrl(liveApi.certificatesZip, {})} download>
              Tout télécharger (ZIP)
            </Button>
          </Flex>
          <ul className="cp-certificate-list">
            {data.data.map((row) => (
              <li key={row.eventId}>
                <div>
                  <Typography.Text type="secondary">{formatListDate(row.eventDate)}</Typography.Text>
                  <Typography.Title level={2} style={{ fontSize: 17, margin: '2px 0' }}>
                    {row.eventTitle}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {minutesText(row.minutes)} · n° {row.certificateNumber}
                  </Typography.Text>
                </div>
                <Button icon={<DownloadOutlined />} href={row.certificateUrl} download>
                  Télécharger (PDF)
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </PageSection>
  );
}
