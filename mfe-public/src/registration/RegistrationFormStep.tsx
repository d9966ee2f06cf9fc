import { useSearchParams } from '@canal/kit/router';
import { registrationResultSchema, type FormPostData, type FormValues, type RegistrationResult } from '@canal/contracts';
import { answerField, failedAnswer } from '@canal/kit';
import { DynamicForm } from '@canal/kit/forms';
import type { RegistrationChoice } from './registrationChoices';

const REGISTRATION_FORM_URL = '/api/registration';

export interface RegistrationFormStepProps {
  choice: RegistrationChoice;
  onBack: () => void;
  /** The result, and the e-mail and password typed (a verified account logs in with them at once). */
  onRegistered: (result: RegistrationResult, credentials: { email: string; password: string }) => void;
  /** A post refused as a whole: the server's registrationError code, or null when it named none. */
  onFailed: (registrationError: string | null) => void;
}

/** The server's registration result beside the engine's data; a saved answer without it reads as a pending account. */
function resultOf(data: FormPostData): RegistrationResult {
  const parsed = registrationResultSchema.safeParse(data);
  return parsed.success ? parsed.data : { accountStatus: 'pending', accountJob: '', showStudentMessage: false };
}

const textOf = (value: FormValues[string]) => (typeof value === 'string' ? value : '');
const credentialsOf = (posted: FormValues) => ({ email: textOf(posted.accountEmail).trim(), password: textOf(posted.accountPassword) });

function registrationErrorOf(failure: unknown): string | null {
  const code = answerField(failedAnswer(failure)?.body, 'registrationError');
  return typeof code === 'string' && code !== '' ? code : null;
}

/** The sessions chosen before registering (a subscription, an invitation's link): they follow the account. */
export function useChosenSessions(): { fromEvent?: string; fromEvents?: string } {
  const [params] = useSearchParams();
  const chosen = { fromEvent: params.get('fromEvent') ?? '', fromEvents: params.get('fromEvents') ?? '' };
  return Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== ''));
}

/** Step 2: the account form of the chosen entry ('Retour' goes back to step 1). */
export function RegistrationFormStep({ choice, onBack, onRegistered, onFailed }: RegistrationFormStepProps) {
  const fromSessions = useChosenSessions();
  return (
    <DynamicForm
      key={choice.view}
      fetchUrl={REGISTRATION_FORM_URL}
      view={choice.view}
      extraFields={{ accountKind: choice.accountKind, ...fromSessions }}
      afterEdit="onFormComplete"
      onFormComplete={(data, posted) => onRegistered(resultOf(data), credentialsOf(posted))}
      onPostFailure={(failure) => onFailed(registrationErrorOf(failure))}
      onCancel={onBack}
      fullSize
    />
  );
}
