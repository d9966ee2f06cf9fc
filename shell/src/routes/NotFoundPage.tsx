import { Link } from 'react-router';
import { Button, Result } from '@canal/kit';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Erreur 404"
      subTitle="Page introuvable..."
      extra={
        <Link to="/">
          <Button type="primary">Retour à l'accueil</Button>
        </Link>
      }
    />
  );
}
