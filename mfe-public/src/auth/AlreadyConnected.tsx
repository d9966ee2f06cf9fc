import { HomeOutlined, LinkButton, LogoutOutlined, Result, Space, useSession } from '@canal/kit';

/** A logged-in user on a login page, with nowhere to return to. */
export function AlreadyConnected() {
  const { user } = useSession();
  return (
    <Result
      status="success"
      title="Déjà connecté"
      subTitle={user ? `Vous êtes connecté(e) avec l'adresse ${user.email}.` : undefined}
      extra={
        <Space wrap>
          <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
            Retour à l'accueil
          </LinkButton>
          <LinkButton to="/logout" icon={<LogoutOutlined />}>
            Se déconnecter
          </LinkButton>
        </Space>
      }
    />
  );
}
