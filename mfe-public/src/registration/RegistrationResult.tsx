import { useNavigate } from '@canal/kit/router';
import { Button, Flex, Result } from '@canal/kit';
import { registrationErrorText, STUDENT_MESSAGE, type RegistrationResult as Registered } from '@canal/contracts';
import { REGISTRATION_SAVED } from './registrationChoices';

export const ACCOUNT_PENDING = 'Votre compte est en attente de validation : notre équipe vérifie vos informations et vous écrira dès son activation.';
export const ACCOUNT_VERIFIED = 'Votre compte est vérifié : vous pouvez dès maintenant vous connecter.';
export const ACCOUNT_VERIFIED_CONNECTED = 'Votre compte est vérifié par l’annuaire RPPS : vous êtes connecté(e).';

/** What becomes of the sessions chosen before registering, once the server has said how many it kept (and subscribed at once, when verified). */
export function chosenSessionsText(kept: number | undefined, verified = false): string {
  if (kept === undefined) return '';
  if (verified && kept > 0) return kept === 1 ? 'Vous êtes inscrit(e) à la session choisie.' : `Vous êtes inscrit(e) aux ${kept} sessions choisies.`;
  if (kept === 0) return 'Les sessions choisies ne sont plus ouvertes à l’inscription : vous pourrez en choisir d’autres une fois votre compte activé.';
  return kept === 1
    ? 'Vous serez inscrit(e) à la session choisie dès l’activation de votre compte.'
    : `Vous serez inscrit(e) aux ${kept} sessions choisies dès l’activation de votre compte.`;
}

/** The lines under the title: the account's status, then the chosen sessions, then what a student must know. */
export function registrationResultLines(result: Registered, cameWithSessions: boolean, loggedIn = false): string[] {
  const verified = result.accountStatus === 'ok';
  return [
    verified ? (loggedIn ? ACCOUNT_VERIFIED_CONNECTED : ACCOUNT_VERIFIED) : ACCOUNT_PENDING,
    cameWithSessions ? chosenSessionsText(result.chosenSessions, verified) : '',
    result.showStudentMessage ? STUDENT_MESSAGE : '',
  ].filter((line) => line !== '');
}

export interface RegistrationResultProps {
  result: Registered;
  /** The page the visitor came from (`_pn`, checked by returnPath), offered beside the home page. */
  returnTo: string | null;
  /** The registration carried sessions chosen before (fromEvent, fromEvents). */
  cameWithSessions: boolean;
  /** A verified account was logged in at once. */
  loggedIn?: boolean;
}

/** The last step (spec 000 section 3 "Registration result"): recorded, the account's status, and where to go on. */
export function RegistrationResult({ result, returnTo, cameWithSessions, loggedIn = false }: RegistrationResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={REGISTRATION_SAVED}
      subTitle={
        <Flex vertical gap={8}>
          {registrationResultLines(result, cameWithSessions, loggedIn).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Flex>
      }
      extra={
        <Flex gap={8} wrap justify="center">
          {returnTo && (
            <Button type="primary" onClick={() => void navigate(returnTo)}>
              {cameWithSessions ? 'Revenir à la session' : 'Revenir à la page précédente'}
            </Button>
          )}
          <Button type={returnTo ? 'default' : 'primary'} onClick={() => void navigate('/')}>
            Retour à l’accueil
          </Button>
        </Flex>
      }
    />
  );
}

/** The registration refused as a whole (spec 000 section 8): 'Erreur' with the code's French text, or 'Erreur inconnue'. */
export function RegistrationFailure({ code, onBackToForm }: { code: string | null; onBackToForm: () => void }) {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title="Erreur"
      subTitle={registrationErrorText(code)}
      extra={
        <Flex gap={8} wrap justify="center">
          <Button type="primary" onClick={onBackToForm}>
            Revenir au formulaire
          </Button>
          <Button onClick={() => void navigate('/')}>Retour à l’accueil</Button>
        </Flex>
      }
    />
  );
}
