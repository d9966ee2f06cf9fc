import '../certificates/certificates.css';
import { useParams } from '@canal/kit/router';
import { liveApi } from '@canal/contracts';
import { Alert, Card, failedAnswer, formatListDate, LoadingBlock, PageSection, Result, Typography, useEndpoint } from '@canal/kit';
import { CERTIFICATE_HEADING } from '../certificates/certificateTexts';

/**
 * /attestation/{number}: where a certificate's QR code leads, open to visitors. It confirms the
 * certificate with the holder's name, the session and its date, and nothing else (issue 32 §3).
 */
export default function CertificateCheckPage() {
  const { number = '' } = useParams();
  const { data, error, failure } = useEndpoint(liveApi.certificateVerify, number ? { number } : null);
  return (
    <PageSection title="Vérification d’une attestation" maxWidth={720}>
      {error ? (
        failedAnswer(failure)?.status === 404 ? (
          <Result status="warning" title="Attestation introuvable" subTitle={error} />
        ) : (
          <Alert type="error" showIcon title="Une erreur est survenue" description={error} />
        )
      ) : !data ? (
        <LoadingBlock />
      ) : (
        <Card>
          <Result status="success" title="Attestation valide" subTitle={CERTIFICATE_HEADING} style={{ paddingBottom: 8 }} />
          <dl className="cp-certificate-facts">
            <dt>Participant</dt>
            <dd>{data.holderName}</dd>
            <dt>Session</dt>
            <dd>{data.sessionTitle}</dd>
            <dt>Date</dt>
            <dd>{formatListDate(data.sessionDate)}</dd>
            <dt>Numéro</dt>
            <dd>
              <Typography.Text code>{data.number}</Typography.Text>
            </dd>
          </dl>
        </Card>
      )}
    </PageSection>
  );
}
