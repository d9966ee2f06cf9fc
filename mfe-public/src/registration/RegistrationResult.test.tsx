import { STUDENT_MESSAGE, type RegistrationResult as Registered } from '@canal/contracts';
import { renderedAt, visibleText } from '../common/pageTestSupport';
import { ACCOUNT_PENDING, ACCOUNT_VERIFIED, ACCOUNT_VERIFIED_CONNECTED, RegistrationFailure, RegistrationResult } from './RegistrationResult';

const text = (node: React.ReactNode) => visibleText(renderedAt(node));

const pending: Registered = { accountStatus: 'pending', accountJob: 'es10', showStudentMessage: false };

describe('the registration result box', () => {
  it('says the account waits for validation, or that it is verified', () => {
    expect(text(<RegistrationResult result={pending} returnTo={null} cameWithSessions={false} />)).toContain(ACCOUNT_PENDING);
    const verified = text(<RegistrationResult result={{ ...pending, accountStatus: 'ok' }} returnTo={null} cameWithSessions={false} />);
    expect(verified).toContain(ACCOUNT_VERIFIED);
    expect(verified).not.toContain(ACCOUNT_PENDING);
    const connected = text(<RegistrationResult result={{ ...pending, accountStatus: 'ok', chosenSessions: 1 }} loggedIn returnTo={null} cameWithSessions />);
    expect(connected).toContain(ACCOUNT_VERIFIED_CONNECTED);
    expect(connected).toContain('Vous êtes inscrit(e) à la session choisie.');
  });

  it('tells a visitor who came from a subscription what becomes of the chosen sessions, and offers the way back', () => {
    const page = text(<RegistrationResult result={{ ...pending, chosenSessions: 2 }} returnTo="/event/12" cameWithSessions />);
    expect(page).toContain('Vous serez inscrit(e) aux 2 sessions choisies dès l’activation de votre compte.');
    expect(page).toContain('Revenir à la session');
    expect(page).toContain('Retour à l’accueil');
    expect(text(<RegistrationResult result={{ ...pending, chosenSessions: 0 }} returnTo={null} cameWithSessions />)).toContain(
      'Les sessions choisies ne sont plus ouvertes à l’inscription',
    );
    const plain = text(<RegistrationResult result={{ ...pending, showStudentMessage: true }} returnTo={null} cameWithSessions={false} />);
    expect(plain).toContain(STUDENT_MESSAGE);
    expect(plain).not.toContain('Revenir');
  });

  it("titles a refusal 'Erreur' with the code's French text, or 'Erreur inconnue'", () => {
    const limited = text(<RegistrationFailure code="rate_limited" onBackToForm={() => undefined} />);
    expect(limited).toContain('Erreur');
    expect(limited).toContain('Trop d’inscriptions depuis cette adresse : merci de réessayer dans une heure.');
    expect(text(<RegistrationFailure code={null} onBackToForm={() => undefined} />)).toContain('Erreur inconnue');
    expect(text(<RegistrationFailure code="toString" onBackToForm={() => undefined} />)).toContain('Erreur inconnue');
  });
});
