import { Navigate, useSearchParams } from '@canal/kit/router';
import { Alert, LinkButton, PageSection, useSession } from '@canal/kit';
import { PasswordChangeForm } from '../password/PasswordChangeForm';

/** /cpwd?k={key}: the new password; a logged-in user is sent home. */
export default function PasswordChangePage() {
  const session = useSession();
  const [params] = useSearchParams();
  const key = params.get('k')?.trim() ?? '';
  if (session.user) return <Navigate to="/" replace />;
  return (
    <PageSection title="Changement de mot de passe" maxWidth={520}>
      {key ? (
        <PasswordChangeForm resetKey={key} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title="Ce lien de changement de mot de passe est invalide ou a expiré."
          description="Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau."
          action={<LinkButton to="/rpwd">Nouveau lien</LinkButton>}
        />
      )}
    </PageSection>
  );
}
