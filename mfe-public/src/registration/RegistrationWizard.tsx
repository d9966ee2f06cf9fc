import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@canal/kit/router';
import type { RegistrationResult as Result } from '@canal/contracts';
import { login, Typography } from '@canal/kit';
import { ChosenSessionsNote } from '../subscribe/ChosenSessionsNote';
import { forgetPendingChoice } from '../subscribe/pendingChoice';
import { RegistrationChoiceStep } from './RegistrationChoiceStep';
import { RegistrationFormStep, useChosenSessions } from './RegistrationFormStep';
import { RegistrationFailure, RegistrationResult } from './RegistrationResult';
import type { RegistrationChoice } from './registrationChoices';

type WizardStep =
  | { step: 'choose' }
  /** `failure`: the 'Erreur' box shows over the form, which stays mounted (hidden) so that nothing typed is lost. */
  | { step: 'form'; choice: RegistrationChoice; failure?: { code: string | null } }
  | { step: 'done'; result: Result; loggedIn: boolean };

/**
 * The registration wizard (spec 000 section 2.7): choose the entry, fill the form, see the result,
 * or the 'Erreur' box when the server refused the registration as a whole (spec 000 section 8).
 */
export function RegistrationWizard({ returnTo, onRegistered }: { returnTo: string | null; onRegistered: () => void }) {
  const [state, setState] = useState<WizardStep>({ step: 'choose' });
  const navigate = useNavigate();
  const fromSessions = useChosenSessions();
  const cameWithSessions = Object.keys(fromSessions).length > 0;
  const resultRef = useRef<HTMLDivElement>(null);
  // Arriving from a session's page scrolled down: the page's title and the recalled sessions first.
  // A block body: Chromium's scrollTo answers a promise, which React would take for the effect's clean-up and call.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // The result replaces a long form: on a phone its title would stay above the fold, under the header.
  useEffect(() => {
    if (state.step === 'done') resultRef.current?.scrollIntoView({ block: 'start' });
  }, [state.step]);

  async function registered(result: Result, credentials: { email: string; password: string }) {
    // The server now keeps the sessions chosen before (subscribed at activation): the tab forgets them.
    if (cameWithSessions) forgetPendingChoice();
    onRegistered();
    // Verified by the RPPS directory: the account is open, so the member is logged in and goes on where they were going.
    const loggedIn = result.accountStatus === 'ok' && (await login(credentials.email, credentials.password)).ok;
    if (loggedIn && returnTo) return void navigate(returnTo, { replace: true });
    setState({ step: 'done', result, loggedIn });
  }

  if (state.step === 'done') {
    return (
      <div ref={resultRef} style={{ scrollMarginTop: 24 }}>
        <RegistrationResult result={state.result} loggedIn={state.loggedIn} returnTo={returnTo} cameWithSessions={cameWithSessions} />
      </div>
    );
  }
  if (state.step === 'form') {
    const { choice, failure } = state;
    return (
      <>
        {failure && <RegistrationFailure code={failure.code} onBackToForm={() => setState({ step: 'form', choice })} />}
        <div hidden={failure !== undefined}>
          <Typography.Paragraph type="secondary">{choice.label}</Typography.Paragraph>
          <RegistrationFormStep
            choice={choice}
            onBack={() => setState({ step: 'choose' })}
            onRegistered={(result, credentials) => void registered(result, credentials)}
            onFailed={(code) => setState({ step: 'form', choice, failure: { code } })}
          />
        </div>
      </>
    );
  }
  const loginPath = `/login?action=login${returnTo ? `&_pn=${encodeURIComponent(returnTo)}` : ''}`;
  return (
    <>
      <ChosenSessionsNote />
      <Typography.Paragraph>
        Déjà un compte ? <Link to={loginPath}>Connectez-vous</Link>
      </Typography.Paragraph>
      <Typography.Paragraph>Pour commencer, indiquez votre situation :</Typography.Paragraph>
      <RegistrationChoiceStep onChoose={(choice) => setState({ step: 'form', choice })} />
    </>
  );
}
