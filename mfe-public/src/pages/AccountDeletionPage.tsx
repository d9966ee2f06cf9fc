import { useState } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { privacyApi } from '@canal/contracts';
import { Alert, Button, Card, DeleteOutlined, LinkButton, PageSection, refreshSession, Result, Typography, useEndpointMutation } from '@canal/kit';

const { DELETION_TEXTS } = privacyApi;
const INVALID_LINK = 'Ce lien de suppression est invalide, a expiré ou a déjà servi.';

/**
 * /account/delete?k={key}: the page of the e-mailed link. Opening it deletes nothing (mail scanners
 * open links too): the member confirms with the button, which posts the key.
 */
export default function AccountDeletionPage() {
  const [params] = useSearchParams();
  const key = params.get('k')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);
  // The account's sessions ended with it: the header must no longer show it.
  const confirm = useEndpointMutation(privacyApi.deletionConfirm, {
    onSuccess: (answer) => {
      void refreshSession();
      setDone(answer.log);
    },
  });

  if (done) {
    return (
      <PageSection title="Suppression de votre compte" maxWidth={560}>
        <Result
          status="success"
          title={done}
          subTitle="Vous avez été déconnecté de tous vos appareils."
          extra={
            <LinkButton to="/" type="primary">
              Retour à l’accueil
            </LinkButton>
          }
        />
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
          {confirm.error && <Alert type="error" showIcon title={confirm.error} style={{ marginBottom: 16 }} />}
          <Button type="primary" danger block icon={<DeleteOutlined />} loading={confirm.pending} onClick={() => void confirm.mutate({ key })}>
            Supprimer définitivement mon compte
          </Button>
        </Card>
      )}
    </PageSection>
  );
}
