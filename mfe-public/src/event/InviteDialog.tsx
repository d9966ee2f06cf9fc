import { useState } from 'react';
import { BASIC_EMAIL, INVALID_INVITE_EMAIL, subscriptionApi } from '@canal/contracts';
import { Alert, Button, Flex, Input, Modal, Typography, useEndpointMutation } from '@canal/kit';

export interface InviteDialogProps {
  eventId: number;
  eventTitle: string;
  open: boolean;
  onClose: () => void;
}

/** 'J'invite': a colleague's e-mail; a colleague with an account is named, any other address gets an invitation to register. */
export function InviteDialog({ eventId, eventTitle, open, onClose }: InviteDialogProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const sending = useEndpointMutation(subscriptionApi.inviteColleague, {
    onSuccess: (result) =>
      setDone(
        result.name
          ? `${result.name} est déjà inscrit(e) sur Canal Pneumo : nous lui avons transmis votre invitation.`
          : `Invitation envoyée à ${email.trim()}.`,
      ),
  });
  const problem = invalid ? INVALID_INVITE_EMAIL : sending.error;

  function close() {
    setEmail('');
    setInvalid(false);
    sending.reset();
    setDone(null);
    onClose();
  }

  async function send() {
    setInvalid(!BASIC_EMAIL.test(email.trim()));
    if (!BASIC_EMAIL.test(email.trim())) return sending.reset();
    await sending.mutate({ eventId, semail: email.trim() });
  }

  return (
    <Modal
      open={open}
      title="Inviter un confrère"
      onCancel={close}
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            Fermer
          </Button>
        ) : (
          <Flex gap={8} justify="flex-end">
            <Button onClick={close}>Annuler</Button>
            <Button type="primary" loading={sending.pending} onClick={() => void send()}>
              Inviter
            </Button>
          </Flex>
        )
      }
    >
      {done ? (
        <Alert type="success" showIcon title={done} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Invitez un confrère ou une consœur à « {eventTitle} » : nous lui écrirons de votre part.
          </Typography.Paragraph>
          <label htmlFor="invite-email">
            <Typography.Text strong>Son adresse e-mail</Typography.Text>
          </label>
          <Input
            id="invite-email"
            type="email"
            value={email}
            maxLength={64}
            status={problem ? 'error' : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
              sending.reset();
            }}
            onPressEnter={() => void send()}
          />
          {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
        </Flex>
      )}
    </Modal>
  );
}
