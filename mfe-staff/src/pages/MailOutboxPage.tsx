import { useState } from 'react';
import { staffApi } from '@canal/contracts';

type OutboxMail = staffApi.OutboxMail;
import { Alert, apiErrorOf, Button, callEndpoint, Flex, formatListDate, LoadingBlock, message, Modal, PageSection, Tag, Typography, useEndpoint } from '@canal/kit';

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function MailStatus({ mail, delivers }: { mail: OutboxMail; delivers: boolean }) {
  if (mail.sentAt) return <Tag color="#2e7d32" variant="solid">Envoyé le {formatListDate(seconds(mail.sentAt), true)}</Tag>;
  if (mail.error) return <Tag color="#c62828" variant="solid">Échec</Tag>;
  return <Tag>{delivers ? 'En attente' : 'Non envoyé (pas de SMTP)'}</Tag>;
}

/**
 * The e-mail outbox (MON COMPTE > E-mails, admin): every message with its status (waiting, sent,
 * failed with the error), a preview with its attachments, and 'Renvoyer' for a failed one.
 */
export default function MailOutboxPage() {
  const { data, error, refetch } = useEndpoint(staffApi.outbox, {}, { pollMs: 10_000 });
  const [preview, setPreview] = useState<OutboxMail | null>(null);
  const [resending, setResending] = useState<number | null>(null);

  const resend = async (id: number) => {
    setResending(id);
    try {
      await callEndpoint(staffApi.outboxResend, { id });
      void message.success('Message remis dans la file d’envoi.');
      void refetch();
    } catch (failure) {
      void message.error(apiErrorOf(failure));
    } finally {
      setResending(null);
    }
  };

  return (
    <PageSection title="E-mails">
      {error && <Alert type="error" showIcon title={error} />}
      {!data && !error && <LoadingBlock />}
      {data && (
        <Flex vertical gap={8}>
          {data.delivers === false && <Alert type="info" showIcon title="Aucun serveur SMTP n’est configuré : les e-mails restent ici, sans être envoyés." />}
          {data.data.length === 0 && <Typography.Text type="secondary">Aucun e-mail pour l’instant.</Typography.Text>}
          {data.data.map((mail) => (
            <Flex key={mail.id} wrap align="center" justify="space-between" gap={8} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex vertical style={{ minWidth: 0, flex: '1 1 320px' }}>
                <Typography.Text strong ellipsis>
                  {mail.subject}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis>
                  {formatListDate(seconds(mail.createdAt), true)} · {mail.to}
                  {mail.attachments && mail.attachments.length > 0 ? ` · ${mail.attachments.length} pièce${mail.attachments.length > 1 ? 's' : ''} jointe${mail.attachments.length > 1 ? 's' : ''}` : ''}
                </Typography.Text>
                {mail.error && <Typography.Text type="danger">{mail.error}</Typography.Text>}
              </Flex>
              <Flex gap={8} align="center">
                <MailStatus mail={mail} delivers={data.delivers !== false} />
                <Button onClick={() => setPreview(mail)}>Aperçu</Button>
                {mail.error && (
                  <Button type="primary" loading={resending === mail.id} onClick={() => void resend(mail.id)}>
                    Renvoyer
                  </Button>
                )}
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
      <Modal open={preview !== null} title={preview?.subject} footer={null} width={720} onCancel={() => setPreview(null)}>
        {preview && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">À : {preview.to}</Typography.Text>
            <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{preview.text}</pre>
            {preview.attachments && preview.attachments.length > 0 && (
              <Typography.Text type="secondary">Pièces jointes : {preview.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', ')}</Typography.Text>
            )}
          </Flex>
        )}
      </Modal>
    </PageSection>
  );
}
