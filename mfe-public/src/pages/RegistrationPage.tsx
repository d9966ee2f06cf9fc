import { Navigate, useSearchParams } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { returnPath } from '../common/returnPath';
import { RegistrationWizard } from '../registration/RegistrationWizard';

/** /registration[?_pn=&fromEvent(s)=]: 'Inscription', the registration wizard; a logged-in user goes to `_pn`, else home. */
export default function RegistrationPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = returnPath(params.get('_pn'));
  if (session.user) return <Navigate to={returnTo ?? '/'} replace />;
  return (
    <PageSection title="Inscription" maxWidth={900}>
      <RegistrationWizard returnTo={returnTo} />
    </PageSection>
  );
}
