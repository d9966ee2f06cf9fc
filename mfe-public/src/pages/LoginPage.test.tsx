import { kitStore, sessionAtom, SIGNED_OUT } from '@canal/kit';
import { MEMBER_SESSION, renderedAt, visibleText } from '../common/pageTestSupport';
import LoginPage from './LoginPage';

const textAt = (url: string) => visibleText(renderedAt(<LoginPage />, url));

afterEach(() => kitStore.set(sessionAtom, SIGNED_OUT));

describe('LoginPage', () => {
  it('shows a visitor the login form and the registration column', () => {
    kitStore.set(sessionAtom, SIGNED_OUT);
    const text = textAt('/login?action=register');
    expect(text).toContain('Adresse e-mail');
    expect(text).toContain('Mot de passe oublié ?');
    expect(text).toContain('Se connecter');
    expect(text).toContain('Créer un compte');
  });

  it("tells a logged-in user without a return path that it is 'Déjà connecté'", () => {
    kitStore.set(sessionAtom, MEMBER_SESSION);
    const text = textAt('/login?action=login');
    expect(text).toContain('Déjà connecté');
    expect(text).toContain('dr.martin@exemple.fr');
    expect(text).not.toContain('Mot de passe oublié ?');
  });

  it('is not broken by a crafted _pn, and never passes it on', () => {
    kitStore.set(sessionAtom, SIGNED_OUT);
    for (const crafted of ['/%09/evil.example', '%2F%09%2Fevil.example', '//evil', '/%5Cevil', 'javascript:alert(1)', '%E0%A4%A']) {
      const html = renderedAt(<LoginPage />, `/login?action=register&_pn=${crafted}`);
      expect(html).toContain('Créer un compte');
      expect(html).not.toMatch(/evil|javascript/);
    }
  });
});
