import { HomeOutlined } from '@canal/kit';
import { LinkButton } from './LinkButton';

export function HomeButton() {
  return (
    <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
      Retour à l'accueil
    </LinkButton>
  );
}
