import { HomeOutlined, LinkButton } from '@canal/kit';

export function HomeButton() {
  return (
    <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
      Retour à l'accueil
    </LinkButton>
  );
}
