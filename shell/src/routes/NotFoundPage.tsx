import { LinkButton } from '@canal/kit/core';
import { PageMessage } from '../frame/PageMessage';

export function NotFoundPage() {
  return (
    <PageMessage
      title="Erreur 404"
      text="Page introuvable..."
      action={
        <LinkButton to="/" type="primary">
          Retour à l'accueil
        </LinkButton>
      }
    />
  );
}
