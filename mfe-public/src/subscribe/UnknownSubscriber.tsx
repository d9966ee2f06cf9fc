import { useState } from 'react';
import { subscriptionApi } from '@canal/contracts';
import { Alert, apiErrorOf, Button, callEndpoint, Flex, MailOutlined } from '@canal/kit';

export interface UnknownSubscriberProps {
  email: string;
  eventIds: number[];
  /** 'Autre recherche': back to the e-mail field, emptied. */
  onSearchAgain(): void;
}

/** The admin named an address without an account (spec 000 section 8): search again, or invite it to register. */
export function UnknownSubscriber({ email, eventIds, onSearchAgain }: UnknownSubscriberProps) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ type: 'success' | 'warning' | 'error'; text: string } | null>(null);

  async function invite() {
    setSending(true);
    try {
      const result = await callEndpoint(subscriptionApi.invite, { rids: JSON.stringify(eventIds), semail: email });
      setAnswer({ type: result.invitation === 'complete' ? 'success' : 'warning', text: result.log });
    } catch (error) {
      setAnswer({ type: 'error', text: apiErrorOf(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title="Aucun compte ne correspond à cette adresse email..." description={email} />
      {answer && <Alert type={answer.type} showIcon title={answer.text} />}
      <Flex gap={8} wrap>
        <Button onClick={onSearchAgain}>Autre recherche</Button>
        {answer?.type !== 'success' && (
          <Button type="primary" icon={<MailOutlined />} loading={sending} onClick={() => void invite()}>
            Envoyer une invitation
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
