import { useState } from 'react';
import { subscriptionApi } from '@canal/contracts';
import { Alert, Button, Flex, MailOutlined, useEndpointMutation } from '@canal/kit';

export interface UnknownSubscriberProps {
  email: string;
  eventIds: number[];
  /** 'Autre recherche': back to the e-mail field, emptied. */
  onSearchAgain: () => void;
}

/** The admin named an address without an account (spec 000 section 8): search again, or invite it to register. */
export function UnknownSubscriber({ email, eventIds, onSearchAgain }: UnknownSubscriberProps) {
  const [sent, setSent] = useState<{ type: 'success' | 'warning'; text: string } | null>(null);
  const sending = useEndpointMutation(subscriptionApi.invite, {
    onSuccess: (result) => setSent({ type: result.invitation === 'complete' ? 'success' : 'warning', text: result.log }),
  });
  const invite = () => sending.mutate({ rids: JSON.stringify(eventIds), semail: email });
  const answer = sending.error ? { type: 'error' as const, text: sending.error } : sent;

  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title="Aucun compte ne correspond à cette adresse email..." description={email} />
      {answer && <Alert type={answer.type} showIcon title={answer.text} />}
      <Flex gap={8} wrap>
        <Button onClick={onSearchAgain}>Autre recherche</Button>
        {answer?.type !== 'success' && (
          <Button type="primary" icon={<MailOutlined />} loading={sending.pending} onClick={() => void invite()}>
            Envoyer une invitation
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
