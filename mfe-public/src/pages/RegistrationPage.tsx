import { useState } from 'react';
import { Navigate, useSearchParams } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { returnPath } from '../common/returnPath';
import { RegistrationWizard } from '../registration/RegistrationWizard';

/** /registration[?_pn=&fromEvent(s)=]: 'Inscription', the registration wizard; a user logged in on arrival goes to `_pn`, else home. */
export default function RegistrationPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = returnPath(params.get('_pn'));
  // Logged in by the registration itself (verified by the RPPS directory): the wizard leads on, not this page.
  const [registeredHere, setRegisteredHere] = useState(false);
  if (session.user && !registeredHere) return <Navigate to={returnTo ?? '/'} replace />;
  return (
    <PageSection title="Inscription" maxWidth={900}>
      <RegistrationWizard returnTo={returnTo} onRegistered={() => setRegisteredHere(true)} />
    </PageSection>
  );
}
