import { useState } from 'react';
import { staffApi } from '@canal/contracts';
import {
  Alert,
  App,
  Button,
  Flex,
  formatListDate,
  LoadingBlock,
  Modal,
  PageSection,
  Tabs,
  Tag,
  Typography,
  useEndpoint,
  useEndpointMutation,
} from '@canal/kit';
import { useSearchParams } from '@canal/kit/router';
import { PlannedRemindersTab, type ReminderFilters } from './mail/PlannedRemindersTab';

type OutboxMail = staffApi.OutboxMail;

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function MailStatus({ mail, delivers }: { mail: OutboxMail; delivers: boolean }) {
  if (mail.sentAt)
    return (
      <Tag color="#2e7d32" variant="solid">
        Envoyé le {formatListDate(seconds(mail.sentAt), true)}
      </Tag>
    );
  if (mail.error)
    return (
      <Tag color="#c62828" variant="solid">
        Échec
      </Tag>
    );
  return <Tag>{delivers ? 'En attente' : 'Non envoyé (pas de SMTP)'}</Tag>;
}

/** 'Renvoyer' for a failed mail: the outbox is read again, and the outcome shows as a toast. */
function ResendButton({ id }: { id: number }) {
  // The page's App context: antd's static message would miss the site's theme and locale.
  const { message } = App.useApp();
  const resend = useEndpointMutation(staffApi.outboxResend, {
    invalidates: [staffApi.outbox],
    onSuccess: () => void message.success('Message remis dans la file d’envoi.'),
    onError: (text) => void message.error(text),
  });
  return (
    <Button type="primary" loading={resend.pending} onClick={() => void resend.mutate({ id })}>
      Renvoyer
    </Button>
  );
}

/** The e-mail outbox: every message with its status (waiting, sent, failed with the error), a preview with its attachments, and 'Renvoyer' for a failed one. */
function OutboxTab() {
  const { data, error } = useEndpoint(staffApi.outbox, {}, { pollMs: 10_000 });
  const [preview, setPreview] = useState<OutboxMail | null>(null);

  return (
    <>
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
                  {mail.attachments && mail.attachments.length > 0
                    ? ` · ${mail.attachments.length} pièce${mail.attachments.length > 1 ? 's' : ''} jointe${mail.attachments.length > 1 ? 's' : ''}`
                    : ''}
                </Typography.Text>
                {mail.error && <Typography.Text type="danger">{mail.error}</Typography.Text>}
              </Flex>
              <Flex gap={8} align="center">
                <MailStatus mail={mail} delivers={data.delivers !== false} />
                <Button onClick={() => setPreview(mail)}>Aperçu</Button>
                {mail.error && <ResendButton id={mail.id} />}
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
              <Typography.Text type="secondary">
                Pièces jointes : {preview.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', ')}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Modal>
    </>
  );
}

const PLANNED = 'programmes';

/**
 * MON COMPTE > E-mails (admin): the outbox, and 'Envois programmés', the reminders not sent yet.
 * The tab and the reminders' filters are in the address (?tab=programmes&session=…&email=…): a
 * reload keeps them, and a link to one session's reminders can be shared.
 */
export default function MailOutboxPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === PLANNED ? PLANNED : 'outbox';
  const filters: ReminderFilters = { session: params.get('session') ?? '', email: params.get('email') ?? '' };
  const show = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), { replace: true });
  return (
    <PageSection title="E-mails">
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key === PLANNED ? { tab: PLANNED, ...filters } : {})}
        items={[
          { key: 'outbox', label: 'Boîte d’envoi', children: <OutboxTab /> },
          {
            key: PLANNED,
            label: 'Envois programmés',
            children: <PlannedRemindersTab filters={filters} onFilters={(next) => show({ tab: PLANNED, ...next })} />,
          },
        ]}
      />
    </PageSection>
  );
}
