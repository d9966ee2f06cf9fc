import { kitStore, sessionAtom, SIGNED_OUT } from '@canal/kit';
import { MEMBER_SESSION, renderedAt } from '../common/pageTestSupport';
import DocumentsPage from './DocumentsPage';

const html = () => renderedAt(<DocumentsPage />, '/documents');

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
    kitStore.set(sessionAtom, MEMBER_SESSION);
    const page = html();
    expect(page).toContain('Nos fiches patients');
    expect(page).not.toContain('Merci de vous connecter');
  });
});
