import { useState } from 'react';
import type { RegistrationResult as Result } from '@canal/contracts';
import { Typography } from '@canal/kit';
import { forgetPendingChoice } from '../subscribe/pendingChoice';
import { RegistrationChoiceStep } from './RegistrationChoiceStep';
import { RegistrationFormStep, useChosenSessions } from './RegistrationFormStep';
import { RegistrationFailure, RegistrationResult } from './RegistrationResult';
import type { RegistrationChoice } from './registrationChoices';

type WizardStep =
  | { step: 'choose' }
  /** `failure`: the 'Erreur' box shows over the form, which stays mounted (hidden) so that nothing typed is lost. */
  | { step: 'form'; choice: RegistrationChoice; failure?: { code: string | null } }
  | { step: 'done'; result: Result };

/**
 * The registration wizard (spec 000 section 2.7): choose the entry, fill the form, see the result,
 * or the 'Erreur' box when the server refused the registration as a whole (spec 000 section 8).
 */
export function RegistrationWizard({ returnTo }: { returnTo: string | null }) {
  const [state, setState] = useState<WizardStep>({ step: 'choose' });
  const fromSessions = useChosenSessions();
  const cameWithSessions = Object.keys(fromSessions).length > 0;
  if (state.step === 'done') return <RegistrationResult result={state.result} returnTo={returnTo} cameWithSessions={cameWithSessions} />;
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
            onRegistered={(result) => {
              // The server now keeps the sessions chosen before (subscribed at activation): the tab forgets them.
              if (cameWithSessions) forgetPendingChoice();
              setState({ step: 'done', result });
            }}
            onFailed={(code) => setState({ step: 'form', choice, failure: { code } })}
          />
        </div>
      </>
    );
  }
  return (
    <>
      <Typography.Paragraph>Pour commencer, indiquez votre situation :</Typography.Paragraph>
      <RegistrationChoiceStep onChoose={(choice) => setState({ step: 'form', choice })} />
    </>
  );
}
