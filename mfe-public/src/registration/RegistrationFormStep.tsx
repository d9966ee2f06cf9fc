import { useSearchParams } from '@canal/kit/router';
import type { FormPostData } from '@canal/contracts';
import { DynamicForm } from '@canal/kit/forms';
import type { RegistrationChoice } from './registrationChoices';

const REGISTRATION_FORM_URL = '/api/registration';

export interface RegistrationFormStepProps {
  choice: RegistrationChoice;
  onBack(): void;
  onRegistered(showStudentMessage: boolean): void;
}

/** The server's answer carries showStudentMessage beside the engine's data. */
function studentMessageOf(data: FormPostData): boolean {
  return 'showStudentMessage' in data && data.showStudentMessage === true;
}

/** Step 2: the account form of the chosen entry ('Retour' goes back to step 1). */
export function RegistrationFormStep({ choice, onBack, onRegistered }: RegistrationFormStepProps) {
  const [params] = useSearchParams();
  // Sessions chosen before registering (a subscription, an invitation's link): they follow the account.
  const chosen = { fromEvent: params.get('fromEvent') ?? '', fromEvents: params.get('fromEvents') ?? '' };
  const fromSessions = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== ''));
  return (
    <DynamicForm
      key={choice.view}
      fetchUrl={REGISTRATION_FORM_URL}
      view={choice.view}
      extraFields={{ accountKind: choice.accountKind, ...fromSessions }}
      afterEdit="onFormComplete"
      onFormComplete={(data) => onRegistered(studentMessageOf(data))}
      onCancel={onBack}
      fullSize
    />
  );
}
