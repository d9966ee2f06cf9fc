import { useState } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { privacyApi } from '@canal/contracts';
import { Alert, apiErrorOf, Button, callEndpoint, Card, DeleteOutlined, LinkButton, PageSection, refreshSession, Result, Typography } from '@canal/kit';

const { DELETION_TEXTS } = privacyApi;
const INVALID_LINK = 'Ce lien de suppression est invalide, a expiré ou a déjà servi.';

/**
 * /account/delete?k={key}: the page of the e-mailed link. Opening it deletes nothing (mail scanners
 * open links too): the member confirms with the button, which posts the key.
 */
export default function AccountDeletionPage() {
  const [params] = useSearchParams();
  const key = params.get('k')?.trim() ?? '';
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      setDone((await callEndpoint(privacyApi.deletionConfirm, { key })).log);
      // The account's sessions ended with it: the header must no longer show it.
      await refreshSession();
    } catch (failure) {
      setError(apiErrorOf(failure));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <PageSection title="Suppression de votre compte" maxWidth={560}>
        <Result status="success" title={done} subTitle="Vous avez été déconnecté de tous vos appareils." extra={<LinkButton to="/" type="primary">Retour à l’accueil</LinkButton>} />
      </PageSection>
    );
  }
  return (
    <PageSection title="Suppression de votre compte" maxWidth={560}>
      {!key ? (
        <Alert type="warning" showIcon title={INVALID_LINK} description="Demandez un nouveau lien depuis la page Mon compte." />
      ) : (
        <Card styles={{ body: { padding: 'clamp(16px, 4vw, 24px)' } }}>
          <Typography.Paragraph style={{ marginTop: 0 }}>Vous êtes sur le point de supprimer votre compte Canal Pneumo.</Typography.Paragraph>
          <Typography.Paragraph>{DELETION_TEXTS.erased}</Typography.Paragraph>
          <Typography.Paragraph>{DELETION_TEXTS.kept}</Typography.Paragraph>
          <Typography.Paragraph strong>{DELETION_TEXTS.final}</Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" danger block icon={<DeleteOutlined />} loading={sending} onClick={() => void confirm()}>
            Supprimer définitivement mon compte
          </Button>
        </Card>
      )}
    </PageSection>
  );
}
