import { useState } from 'react';
import { Typography } from '@canal/kit';
import { RegistrationChoiceStep } from './RegistrationChoiceStep';
import { RegistrationFormStep } from './RegistrationFormStep';
import { RegistrationResult } from './RegistrationResult';
import type { RegistrationChoice } from './registrationChoices';

type WizardStep = { step: 'choose' } | { step: 'form'; choice: RegistrationChoice } | { step: 'done'; showStudentMessage: boolean };

/** The registration wizard (spec 000 section 2.7): choose the entry, fill the form, see the result. */
export function RegistrationWizard() {
  const [state, setState] = useState<WizardStep>({ step: 'choose' });
  if (state.step === 'done') return <RegistrationResult showStudentMessage={state.showStudentMessage} />;
  if (state.step === 'form') {
    return (
      <>
        <Typography.Paragraph type="secondary">{state.choice.label}</Typography.Paragraph>
        <RegistrationFormStep
          choice={state.choice}
          onBack={() => setState({ step: 'choose' })}
          onRegistered={(showStudentMessage) => setState({ step: 'done', showStudentMessage })}
        />
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
