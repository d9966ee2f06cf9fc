import { Navigate } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { MyAccountForm } from '../account/MyAccountForm';

/** /account: 'Mon compte', the user's own account form (spec 000 section 2.14); a visitor goes home. */
export default function AccountPage() {
  const session = useSession();
  if (!session.user) return <Navigate to="/" replace />;
  return (
    <PageSection title="Mon compte" maxWidth={720}>
      <MyAccountForm />
    </PageSection>
  );
}
