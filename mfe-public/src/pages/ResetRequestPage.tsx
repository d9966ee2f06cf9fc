import { PageSection } from '@canal/kit';
import { ResetRequestForm } from '../password/ResetRequestForm';

/** /rpwd: asks for a link to choose a new password ('Retour' goes home). */
export default function ResetRequestPage() {
  return (
    <PageSection title="Mot de passe oublié" maxWidth={520}>
      <ResetRequestForm />
    </PageSection>
  );
}
