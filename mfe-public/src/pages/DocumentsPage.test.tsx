import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@canal/kit/router';
import { kitStore, sessionAtom, SIGNED_OUT } from '@canal/kit';
import DocumentsPage from './DocumentsPage';

const html = () =>
  renderToString(
    <MemoryRouter initialEntries={['/documents']}>
      <DocumentsPage />
    </MemoryRouter>,
  );

afterEach(() => kitStore.set(sessionAtom, SIGNED_OUT));

describe('DocumentsPage', () => {
  it('asks a visitor to log in (short login) or register, coming back to the leaflets, and lists nothing', () => {
    kitStore.set(sessionAtom, SIGNED_OUT);
    const page = html();
    expect(page).toContain('Nos fiches patients');
    expect(page).toContain('Merci de vous connecter pour accéder à ce contenu');
    expect(page).toContain('href="/loginSimple?_pn=%2Fdocuments"');
    expect(page).toContain('href="/registration?_pn=%2Fdocuments"');
  });

  it('loads the collections for a member instead of the prompt', () => {
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
    const page = html();
    expect(page).toContain('Nos fiches patients');
    expect(page).not.toContain('Merci de vous connecter');
  });
});
