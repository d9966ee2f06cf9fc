import { useSearchParams } from '@canal/kit/router';
import { Alert, PageSection } from '@canal/kit';
import { EmailConfirmation } from '../account/EmailConfirmation';

/** /account/email?k={key}: confirms the new e-mail of an account (the link mailed to that address). */
export default function EmailConfirmPage() {
  const [params] = useSearchParams();
  const key = params.get('k')?.trim() ?? '';
  return (
    <PageSection title="Confirmation de votre adresse e-mail" maxWidth={560}>
      {key ? (
        <EmailConfirmation confirmKey={key} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title="Ce lien de confirmation d’adresse e-mail est invalide, a déjà servi ou a expiré."
          description="Ouvrez le lien reçu par e-mail."
        />
      )}
    </PageSection>
  );
}
