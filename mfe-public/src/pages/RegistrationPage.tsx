import { Navigate } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { RegistrationWizard } from '../registration/RegistrationWizard';

/** /registration: 'Inscription', the registration wizard; a logged-in user is sent home. */
export default function RegistrationPage() {
  const session = useSession();
  if (session.user) return <Navigate to="/" replace />;
  return (
    <PageSection title="Inscription" maxWidth={900}>
      <RegistrationWizard />
    </PageSection>
  );
}
