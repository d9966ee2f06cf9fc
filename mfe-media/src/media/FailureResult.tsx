import { failedAnswer, LoginOrRegister, Result } from '@canal/kit';

/** A media call that failed: 'not_connected', 'not_found' or 'Une erreur est survenue' with the text (spec 001 section 8). */
export function FailureResult({ failure, error }: { failure: unknown; error: string }) {
  const status = failedAnswer(failure)?.status;
  if (status === 401) return <Result status="info" title="Merci de vous connecter pour accéder à ce contenu" extra={<LoginOrRegister />} />;
  if (status === 404) return <Result status="404" title="Erreur : contenu non trouvé" subTitle={error} />;
  return <Result status="error" title="Une erreur est survenue" subTitle={error} />;
}
