import { useState } from 'react';
import { publicApi } from '@canal/contracts';
import {
  Alert,
  Button,
  CheckOutlined,
  HomeOutlined,
  LinkButton,
  LoginOutlined,
  refreshSession,
  Result,
  Typography,
  useEndpointMutation,
  useSession,
} from '@canal/kit';

/**
 * The key of the link mailed to a new address, confirmed by a click: mail filters open links to
 * look at them, and such a visit must not confirm anything. Once confirmed, a logged-in user's
 * session is read again (the header shows the new address).
 */
export function EmailConfirmation({ confirmKey }: { confirmKey: string }) {
  const session = useSession();
  const [done, setDone] = useState<string | null>(null);
  const confirm = useEndpointMutation(publicApi.emailConfirm, {
    onSuccess: (response) => {
      if (session.user) void refreshSession();
      setDone(response.log);
    },
  });

  if (done) {
    return (
      <Result
        status="success"
        title={done}
        extra={
          session.user ? (
            <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
              Retour à l'accueil
            </LinkButton>
          ) : (
            <LinkButton to="/login?action=login" type="primary" icon={<LoginOutlined />}>
              Se connecter
            </LinkButton>
          )
        }
      />
    );
  }
  return (
    <>
      <Typography.Paragraph>
        Cette adresse a été indiquée comme nouvelle adresse e-mail de votre compte Canal Pneumo. Une fois confirmée, c’est avec elle que vous vous connecterez
        et que vous recevrez nos messages.
      </Typography.Paragraph>
      {confirm.error && <Alert type="error" showIcon title={confirm.error} style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" loading={confirm.pending} icon={<CheckOutlined />} onClick={() => void confirm.mutate({ k: confirmKey })}>
        Confirmer mon adresse e-mail
      </Button>
    </>
  );
}
