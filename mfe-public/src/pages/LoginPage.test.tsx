import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@canal/kit/router';
import { kitStore, sessionAtom, SIGNED_OUT } from '@canal/kit';
import LoginPage from './LoginPage';

function textAt(url: string): string {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <LoginPage />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

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
    kitStore.set(sessionAtom, {
      ...SIGNED_OUT,
      user: {
        id: 7,
        email: 'dr.martin@exemple.fr',
        role: 'member',
        subRole: null,
        job: 'md',
        firstname: 'Claire',
        lastname: 'Martin',
        cell: null,
        city: null,
        hasUpdatedOptins: 1,
        universe: null,
      },
    });
    const text = textAt('/login?action=login');
    expect(text).toContain('Déjà connecté');
    expect(text).toContain('dr.martin@exemple.fr');
    expect(text).not.toContain('Mot de passe oublié ?');
  });

  it('is not broken by a crafted _pn, and never passes it on', () => {
    kitStore.set(sessionAtom, SIGNED_OUT);
    for (const crafted of ['/%09/evil.example', '%2F%09%2Fevil.example', '//evil', '/%5Cevil', 'javascript:alert(1)', '%E0%A4%A']) {
      const html = renderToString(
        <MemoryRouter initialEntries={[`/login?action=register&_pn=${crafted}`]}>
          <LoginPage />
        </MemoryRouter>,
      );
      expect(html).toContain('Créer un compte');
      expect(html).not.toMatch(/evil|javascript/);
    }
  });
});
