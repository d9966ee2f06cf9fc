import { useState } from 'react';
import { chatApi, type ChatModelCheck } from '@canal/contracts/chat';
import { Alert, Button, Flex, Typography, useEndpointMutation } from '@canal/kit';

/** 'Tester le modèle': one short request to the configured model, and what it says of it, in French. */
export function ModelCheck() {
  const [result, setResult] = useState<ChatModelCheck | null>(null);
  const check = useEndpointMutation(chatApi.modelCheck, { onSuccess: setResult });
  const test = () => {
    setResult(null);
    void check.mutate({});
  };
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button onClick={test} loading={check.pending}>
        Tester le modèle
      </Button>
      {check.error && <Alert type="error" showIcon title={check.error} />}
      {result && (
        <Alert
          role="status"
          type={result.level}
          showIcon
          title={result.message}
          description={
            result.detail ? (
              <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>
                Réponse du fournisseur : {result.detail}
              </Typography.Text>
            ) : undefined
          }
        />
      )}
    </Flex>
  );
}
