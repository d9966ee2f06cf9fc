import { LinkButton, Result } from '@canal/kit';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Erreur 404"
      subTitle="Page introuvable..."
      extra={
        <LinkButton to="/" type="primary">
          Retour à l'accueil
        </LinkButton>
      }
    />
  );
}
