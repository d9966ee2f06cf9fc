import { kitStore, sessionAtom, SIGNED_OUT } from '@canal/kit';
import { MEMBER_SESSION, renderedAt, visibleText } from '../common/pageTestSupport';
import RegistrationPage from './RegistrationPage';

const text = (url = '/registration') => visibleText(renderedAt(<RegistrationPage />, url));

afterEach(() => kitStore.set(sessionAtom, SIGNED_OUT));

describe('RegistrationPage', () => {
  it('starts with the three entries of step 1', () => {
    kitStore.set(sessionAtom, SIGNED_OUT);
    const page = text();
    expect(page).toContain('Inscription');
    expect(page).toContain('J’ai un numéro RPPS');
    expect(page).not.toContain('J’ai un numéro RPPS (médecin)');
    expect(page).toContain('J’ai un numéro ADELI (infirmier(e))');
    expect(page).toContain('Je n’ai pas de numéro (étudiant(e), autre)');
  });

  it('shows nothing to a logged-in user (sent home)', () => {
    kitStore.set(sessionAtom, MEMBER_SESSION);
    expect(text()).not.toContain('J’ai un numéro RPPS');
  });

  it('is not broken by a crafted _pn', () => {
    kitStore.set(sessionAtom, SIGNED_OUT);
    for (const crafted of ['//evil.example', '/%5Cevil', 'javascript:alert(1)', '%E0%A4%A']) {
      const page = text(`/registration?_pn=${crafted}&fromEvents=3`);
      expect(page).toContain('J’ai un numéro RPPS');
      expect(page).not.toMatch(/evil|javascript/);
    }
  });
});
