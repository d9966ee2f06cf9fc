import { useState } from 'react';
import { BASIC_EMAIL, INVALID_EMAIL_FIELD, subscriptionApi } from '@canal/contracts';
import { Button, Flex, Input, Typography, useEndpointMutation, useSession } from '@canal/kit';

/** 'Prévenez-moi' under a postponed date: an e-mail when it gets its date (the member's own address, or one typed). */
export function NotifyMeForm({ eventId }: { eventId: number }) {
  const { user } = useSession();
  const [email, setEmail] = useState(user?.email ?? '');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const notify = useEndpointMutation(subscriptionApi.notify, { onSuccess: (result) => setDone(result.log) });

  async function send() {
    setInvalid(!BASIC_EMAIL.test(email.trim()));
    if (!BASIC_EMAIL.test(email.trim())) return notify.reset();
    await notify.mutate({ id: eventId, remail: email.trim() });
  }
  const problem = invalid ? INVALID_EMAIL_FIELD : notify.error;

  if (done) return <Typography.Paragraph style={{ margin: '8px 0 0 24px' }}>{done}</Typography.Paragraph>;
  return (
    <Flex vertical gap={6} style={{ margin: '8px 0 0 24px' }}>
      <Typography.Text style={{ fontSize: 13 }}>Soyez prévenu(e) dès que la date sera connue :</Typography.Text>
      <Flex gap={6} wrap>
        {!user && (
          <Input
            aria-label="Votre adresse e-mail"
            placeholder="Votre adresse e-mail"
            type="email"
            value={email}
            maxLength={64}
            onChange={(event) => setEmail(event.target.value)}
            style={{ flex: '1 1 180px' }}
          />
        )}
        <Button onClick={() => void send()} loading={notify.pending}>
          Prévenez-moi
        </Button>
      </Flex>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
