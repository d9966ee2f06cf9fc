import { useState } from 'react';
import { publicApi } from '@canal/contracts';
import {
  Alert,
  apiErrorOf,
  Button,
  callEndpoint,
  CheckOutlined,
  HomeOutlined,
  LinkButton,
  LoginOutlined,
  refreshSession,
  Result,
  Typography,
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
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const response = await callEndpoint(publicApi.emailConfirm, { k: confirmKey });
      setDone(response.log);
      if (session.user) await refreshSession();
    } catch (failure) {
      setError(apiErrorOf(failure));
    } finally {
      setSending(false);
    }
  };

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
        Cette adresse a été indiquée comme nouvelle adresse e-mail de votre compte Canal Pneumo. Une fois confirmée, c’est avec
        elle que vous vous connecterez et que vous recevrez nos messages.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" loading={sending} icon={<CheckOutlined />} onClick={() => void confirm()}>
        Confirmer mon adresse e-mail
      </Button>
    </>
  );
}
