/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import type { UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { useRoutes } from '@canal/kit/router';
import { pageUser, renderPage, staffServiceInBrowser } from '@canal/kit/testing';
import AccountEditPage from './AccountEditPage';
import AccountListPage from './AccountListPage';

/** The accounts' pages at the addresses the site gives them. */
function AccountPages() {
  return useRoutes([
    { path: '/staff/account/list', element: <AccountListPage /> },
    { path: '/staff/account/edit', element: <AccountEditPage /> },
    { path: '/staff/account/edit/:id', element: <AccountEditPage /> },
  ]);
}

/** The list's row that shows this text (read through the table's DOM: role queries are slow in jsdom). */
function rowOf(text: string): HTMLElement {
  const rows = Array.from(document.querySelectorAll<HTMLTableRowElement>('table tbody tr'));
  const row = rows.find((candidate) => Array.from(candidate.cells).some((cell) => cell.textContent === text));
  if (!row) throw new Error(`no row « ${text} »`);
  return row;
}

const bed = staffServiceInBrowser();
let admin: UserRow;
let buadm: UserRow;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
  buadm = await makeAccount(bed.t.ctx, 'buadm');
});

const accountOf = async (id: number) => (await bed.t.ctx.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];

describe('the accounts’ pages', () => {
  it('open an account from its row, save a change and come back to the list', async () => {
    await bed.signIn(admin);
    const doctor = await makeAccount(bed.t.ctx, 'member', { firstname: 'Claire', lastname: 'Vasseur', city: 'Nantes' });
    const user = pageUser();
    renderPage(<AccountPages />, '/staff/account/list?f_q=Vasseur');
    await waitFor(() => rowOf('Vasseur'));
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
    await user.click(within(rowOf('Vasseur')).getByRole('button', { name: 'Modifier' }));

    const city = await screen.findByRole('textbox', { name: 'Ville' });
    expect((city as HTMLInputElement).value).toBe('Nantes');
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => rowOf('Vasseur'));
    expect(screen.getByRole('heading', { name: 'Professionnels de santé' })).toBeTruthy();
    expect((await accountOf(doctor.id))?.city).toBe('Lyon');
  });

  it('blocks an account from its form once the confirmation is accepted', async () => {
    await bed.signIn(admin);
    const doctor = await makeAccount(bed.t.ctx, 'member', { firstname: 'Paul', lastname: 'Garnier' });
    const user = pageUser();
    renderPage(<AccountPages />, `/staff/account/edit/${doctor.id}`);
    await user.click(await screen.findByRole('button', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Souhaitez-vous bloquer ce compte ? Son titulaire sera déconnecté et ne pourra plus se connecter.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /Confirmer|OK/ }));

    expect(await screen.findByRole('heading', { name: 'Professionnels de santé' })).toBeTruthy();
    await waitFor(async () => expect((await accountOf(doctor.id))?.status).toBe('blocked'));
  });

  it('offers no « Ajouter » to staff who may not create accounts, and leads them back to the list from the creation form', async () => {
    await bed.signIn(buadm);
    renderPage(<AccountPages />, '/staff/account/edit');
    expect(await screen.findByRole('heading', { name: 'Professionnels de santé' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('table tbody tr')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });
});
