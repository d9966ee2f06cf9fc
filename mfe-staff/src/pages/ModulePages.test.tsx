/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { makeTheme, type UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { useRoutes } from '@canal/kit/router';
import { pageUser, renderPage, staffServiceInBrowser } from '@canal/kit/testing';
import ModuleEditPage from './ModuleEditPage';
import ModuleListPage from './ModuleListPage';

/** The generic module pages at the addresses the site gives them (/staff/{module}/list, /staff/{module}/edit[/{id}]). */
function ModulePages() {
  return useRoutes([
    { path: '/', element: <p>Accueil</p> },
    { path: '/staff/:module/list', element: <ModuleListPage /> },
    { path: '/staff/:module/edit', element: <ModuleEditPage /> },
    { path: '/staff/:module/edit/:id', element: <ModuleEditPage /> },
  ]);
}

/** The list's row that shows this text. */
function rowOf(text: string): HTMLElement {
  const cell = screen.getAllByRole('cell').find((candidate) => candidate.textContent === text);
  const row = cell?.closest('tr');
  if (!row) throw new Error(`no row « ${text} »`);
  return row;
}

const bed = staffServiceInBrowser();
let admin: UserRow;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
  await makeTheme(bed.t.ctx, { name: 'BPCO', subTitle: 'Exacerbations', category: 'BPCO' });
  await makeTheme(bed.t.ctx, { name: 'Asthme', subTitle: 'Asthme sévère', category: 'Asthme' });
});
beforeEach(() => bed.signIn(admin));

describe('the staff remote’s module pages', () => {
  it('list a module the service declares, edit one of its rows, and come back to the list, which shows the change and its history', async () => {
    const user = pageUser();
    renderPage(<ModulePages />, '/staff/theme/list');
    expect(await screen.findByText('Thèmes')).toBeTruthy();
    expect(await screen.findByText('Asthme sévère')).toBeTruthy();

    await user.click(within(rowOf('Asthme')).getByRole('button', { name: 'Modifier' }));
    const subtitle = await screen.findByRole('textbox', { name: 'Sous-titre' });
    await waitFor(() => expect(subtitle).toHaveProperty('value', 'Asthme sévère'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edition' })).toBeTruthy();
    await user.clear(subtitle);
    await user.type(subtitle, 'Biothérapies');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Biothérapies')).toBeTruthy();
    expect(screen.queryByText('Asthme sévère')).toBeNull();
    expect(screen.getByText('Exacerbations')).toBeTruthy();

    await user.click(within(rowOf('Asthme')).getByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText('Modification')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Asthme sévère' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Biothérapies' })).toBeTruthy();
  });

  it('open an empty form from « Ajouter », and « Annuler » goes back to the list', async () => {
    const user = pageUser();
    renderPage(<ModulePages />, '/staff/theme/list');
    await user.click(await screen.findByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel élément' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveProperty('value', ''));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Thèmes')).toBeTruthy();
    expect(await screen.findByText('Exacerbations')).toBeTruthy();
  });

  it('send home an address whose module name is not one', async () => {
    renderPage(<ModulePages />, '/staff/the-me/list');
    expect(await screen.findByText('Accueil')).toBeTruthy();
  });
});
