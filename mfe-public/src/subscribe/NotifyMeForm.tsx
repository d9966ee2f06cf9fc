import { useState } from 'react';
import { BASIC_EMAIL, INVALID_EMAIL_FIELD, subscriptionApi } from '@canal/contracts';
import { apiErrorOf, Button, callEndpoint, Flex, Input, Typography, useSession } from '@canal/kit';

/** 'Prévenez-moi' under a postponed date: an e-mail when it gets its date (the member's own address, or one typed). */
export function NotifyMeForm({ eventId }: { eventId: number }) {
  const { user } = useSession();
  const [email, setEmail] = useState(user?.email ?? '');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    if (!BASIC_EMAIL.test(email.trim())) return setAnswer({ ok: false, text: INVALID_EMAIL_FIELD });
    setSending(true);
    try {
      const result = await callEndpoint(subscriptionApi.notify, { id: eventId, remail: email.trim() });
      setAnswer({ ok: true, text: result.log });
    } catch (error) {
      setAnswer({ ok: false, text: apiErrorOf(error) });
    } finally {
      setSending(false);
    }
  }

  if (answer?.ok) return <Typography.Paragraph style={{ margin: '8px 0 0 24px' }}>{answer.text}</Typography.Paragraph>;
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
        <Button onClick={() => void send()} loading={sending}>
          Prévenez-moi
        </Button>
      </Flex>
      {answer && <Typography.Text type="danger">{answer.text}</Typography.Text>}
    </Flex>
  );
}
