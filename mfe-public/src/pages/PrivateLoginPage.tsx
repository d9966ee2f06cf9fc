import { PageSection, Typography } from '@canal/kit';
import { LoginForm } from '../auth/LoginForm';
import { LoginGate } from '../auth/LoginGate';

/** /_admin: the restricted login, for the Canal Pneumo team only (the server refuses anyone else). */
export default function PrivateLoginPage() {
  return (
    <PageSection title="Accès restreint" maxWidth={480}>
      <LoginGate>
        {(markAttempt) => (
          <>
            <Typography.Paragraph type="secondary">Cet accès est réservé à l'équipe Canal Pneumo.</Typography.Paragraph>
            <LoginForm kind="private" onAttempt={markAttempt} />
          </>
        )}
      </LoginGate>
    </PageSection>
  );
}
