import { useState } from 'react';
import { privacyApi } from '@canal/contracts';
import { Alert, Button, DeleteOutlined, Modal, Typography, useEndpointMutation } from '@canal/kit';

const { DELETION_LINK_HOURS, DELETION_TEXTS } = privacyApi;

/**
 * 'Supprimer mon compte': a dialog says what happens, then the server mails a confirmation link to
 * the member's address; nothing is deleted before that link is opened and confirmed.
 */
export function AccountDeletionRequest({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const request = useEndpointMutation(privacyApi.deletionRequest, {
    onSuccess: (answer) => {
      setSent(answer.log);
      setOpen(false);
    },
  });

  return (
    <>
      <Typography.Paragraph style={{ marginTop: 0 }}>
        Vos informations personnelles seront effacées et vous serez déconnecté de tous vos appareils ; vos participations aux sessions restent comptées, sans
        votre nom. La suppression se confirme par un lien envoyé par e-mail.
      </Typography.Paragraph>
      {sent ? (
        <Alert type="success" showIcon role="status" title="E-mail envoyé" description={sent} />
      ) : (
        <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
          Supprimer mon compte
        </Button>
      )}
      <Modal
        open={open}
        title="Supprimer votre compte ?"
        onCancel={() => {
          setOpen(false);
          request.reset();
        }}
        onOk={() => void request.mutate({})}
        okText="Envoyer le lien"
        okButtonProps={{ danger: true, loading: request.pending }}
        cancelText="Annuler"
        destroyOnHidden
      >
        <Typography.Paragraph>
          Nous allons envoyer à <Typography.Text strong>{email}</Typography.Text> un e-mail contenant un lien de confirmation, valable {DELETION_LINK_HOURS}{' '}
          heures. Votre compte ne sera supprimé qu’une fois ce lien ouvert et la suppression confirmée.
        </Typography.Paragraph>
        <Typography.Paragraph>{DELETION_TEXTS.erased}</Typography.Paragraph>
        <Typography.Paragraph>{DELETION_TEXTS.kept}</Typography.Paragraph>
        <Typography.Paragraph strong>{DELETION_TEXTS.final}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Pensez à télécharger vos données avant de confirmer.
        </Typography.Paragraph>
        {request.error && <Alert type="error" showIcon title={request.error} style={{ marginTop: 12 }} />}
      </Modal>
    </>
  );
}
