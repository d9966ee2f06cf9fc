import { PageSection } from '@canal/kit';
import { LoginForm } from '../auth/LoginForm';
import { LoginGate } from '../auth/LoginGate';

/** /loginSimple: the login form alone. */
export default function SimpleLoginPage() {
  return (
    <PageSection title="Connexion" maxWidth={480}>
      <LoginGate>{(markAttempt) => <LoginForm kind="simple" onAttempt={markAttempt} />}</LoginGate>
    </PageSection>
  );
}
