/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq, inArray } from 'drizzle-orm';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import type { UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { renderPage } from '../testing/renderPage';
import { staffServiceInBrowser } from '../testing/staffServiceInBrowser';
import { chooseOption, clearChoice, pageUser } from '../testing/userActions';
import { DynamicList } from './DynamicList';

const LIST_URL = '/staff/account/list';
const accountList = (url = LIST_URL) => renderPage(<DynamicList module="/api/account" />, url);

/**
 * The table as shown: its header texts and its body rows. Read through the table's own DOM (rows,
 * cells) rather than role queries, which jsdom makes slow enough to starve the service that
 * runs in the same process while `waitFor` polls them.
 */
function shownTable(): { headers: string[]; rows: HTMLTableRowElement[] } {
  const table = document.querySelector('table');
  if (!table) return { headers: [], rows: [] };
  const headers = Array.from(table.tHead?.rows[0]?.cells ?? [], (cell) => cell.textContent ?? '');
  // antd adds a hidden measuring row, and one row saying the table is empty.
  const rows = Array.from(table.tBodies[0]?.rows ?? []).filter(
    (row) => row.getAttribute('aria-hidden') !== 'true' && !row.classList.contains('ant-table-placeholder'),
  );
  return { headers, rows };
}

/** The texts of one column of the table as shown, top to bottom. */
function column(label: string): string[] {
  const { headers, rows } = shownTable();
  const index = headers.indexOf(label);
  if (index < 0) throw new Error(`no column « ${label} »`);
  return rows.map((row) => row.cells[index]?.textContent ?? '');
}

/** The table's row that shows this text. */
function rowOf(text: string): HTMLElement {
  const row = shownTable().rows.find((candidate) => Array.from(candidate.cells).some((cell) => cell.textContent === text));
  if (!row) throw new Error(`no row « ${text} »`);
  return row;
}

const openDialog = () => screen.findByRole('dialog');

/** Accounts created a day apart, in this order: the list's default sort (newest first) is the reverse. */
async function makeAccounts(ctx: Parameters<typeof makeAccount>[0], people: { lastname: string; firstname?: string; status?: string }[]): Promise<UserRow[]> {
  const made: UserRow[] = [];
  for (const [index, person] of people.entries()) {
    made.push(await makeAccount(ctx, 'member', { firstname: 'Test', ...person, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }));
  }
  return made;
}

describe('DynamicList: reading the accounts list as an admin', () => {
  const bed = staffServiceInBrowser();
  /** Oldest first; the admin, created last, is the newest row. */
  const LASTNAMES = ['Bernard', 'Durand', 'Lambert', 'Martin', 'Petit'];
  const NEWEST_FIRST = ['Admin', ...[...LASTNAMES].reverse()];
  let admin: UserRow;

  beforeAll(async () => {
    await makeAccounts(
      bed.t.ctx,
      LASTNAMES.map((lastname) => ({ lastname, status: lastname === 'Bernard' ? 'blocked' : lastname === 'Durand' ? 'pending' : 'active' })),
    );
    admin = await makeAccount(bed.t.ctx, 'admin', { firstname: 'Alice', lastname: 'Admin', createdAt: new Date(Date.UTC(2026, 5, 1)) });
  });
  beforeEach(() => bed.signIn(admin));

  it('shows « Chargement... » until the server answers, then its title, buttons and rows, newest first', async () => {
    accountList();
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
    expect(await screen.findByText('Professionnels de santé')).toBeTruthy();
    expect(screen.queryByText('Chargement...')).toBeNull();
    expect(column('Nom')).toEqual(NEWEST_FIRST);
    expect(screen.getByText('1-6/6')).toBeTruthy();
    // Named by their French text alone: their icons are not read out ('plus', 'download').
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    // The admin's own row is read-only: seen, not edited, and never deleted from here.
    const own = within(rowOf('Admin'));
    expect(own.getByRole('button', { name: 'Voir' })).toBeTruthy();
    expect(own.getByRole('button', { name: 'Suppression impossible' })).toHaveProperty('disabled', true);
    expect(within(rowOf('Martin')).getByRole('button', { name: 'Modifier' })).toBeTruthy();
  });

  it('says « Aucun élément » when no row matches', async () => {
    accountList(`${LIST_URL}?f_q=Personne`);
    expect(await screen.findByText('Aucun élément')).toBeTruthy();
    expect(column('Nom')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Rechercher' })).toHaveProperty('value', 'Personne');
  });

  it('sorts by a column when its header is clicked: ascending, then descending', async () => {
    const user = pageUser();
    accountList();
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
    await user.click(screen.getByRole('columnheader', { name: 'Nom' }));
    await waitFor(() => expect(column('Nom')).toEqual(['Admin', ...LASTNAMES]));
    expect(screen.getByRole('columnheader', { name: 'Nom' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('columnheader', { name: 'Nom' }));
    await waitFor(() => expect(column('Nom')).toEqual([...LASTNAMES].reverse().concat('Admin')));
    expect(screen.getByRole('columnheader', { name: 'Nom' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by the typed text once the typing stops, and shows everything again when it is cleared', async () => {
    const user = pageUser();
    accountList();
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
    const search = screen.getByRole('textbox', { name: 'Rechercher' });
    await user.type(search, 'Mart');
    await waitFor(() => expect(column('Nom')).toEqual(['Martin']));
    await user.type(search, 'ineau');
    expect(await screen.findByText('Aucun élément')).toBeTruthy();
    await user.clear(search);
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
  });

  it('filters by a choice of a select filter, and clears it', async () => {
    const user = pageUser();
    accountList();
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
    const status = screen.getByRole('combobox', { name: 'Statut' });
    await chooseOption(user, status, 'Bloqué');
    await waitFor(() => expect(column('Nom')).toEqual(['Bernard']));
    expect(column('Statut')).toEqual(['Bloqué']);
    await clearChoice(user, status);
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
  });

  it('filters by the month typed in the month filter, and shows every month again when it is cleared', async () => {
    const user = pageUser();
    accountList();
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
    const month = screen.getByRole('textbox', { name: 'Inscription' });
    await user.click(month);
    await user.type(month, '06/2026{Enter}');
    await waitFor(() => expect(column('Nom')).toEqual(['Admin']));
    await clearChoice(user, month);
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
  });

  it('hides a column the user unticks in « Colonnes », and shows it again', async () => {
    const user = pageUser();
    accountList();
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
    expect(shownTable().headers).toContain('Email');
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(shownTable().headers).not.toContain('Email'));
    expect(shownTable().headers).toContain('Nom');
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(shownTable().headers).toContain('Email'));
  });

  it('saves the current view under a name, and applies it after the page is loaded again', async () => {
    const user = pageUser();
    const page = accountList(`${LIST_URL}?f_status=blocked`);
    await waitFor(() => expect(column('Nom')).toEqual(['Bernard']));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la vue' }));
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la vue' }), 'Comptes bloqués');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vue « Comptes bloqués » enregistrée.')).toBeTruthy();
    page.unmount();

    accountList();
    await waitFor(() => expect(column('Nom')).toEqual(NEWEST_FIRST));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Vues enregistrées' }), 'Comptes bloqués');
    await waitFor(() => expect(column('Nom')).toEqual(['Bernard']));
  });
});

describe('DynamicList: pages', () => {
  const bed = staffServiceInBrowser();
  const LASTNAMES = ['Andre', 'Barbier', 'Brun', 'Colin', 'David', 'Denis', 'Faure', 'Gerard', 'Henry', 'Leroy', 'Mercier'];
  let admin: UserRow;
  beforeAll(async () => {
    await makeAccounts(
      bed.t.ctx,
      LASTNAMES.map((lastname) => ({ lastname })),
    );
    admin = await makeAccount(bed.t.ctx, 'admin', { lastname: 'Admin', createdAt: new Date(Date.UTC(2026, 5, 1)) });
  });
  beforeEach(() => bed.signIn(admin));

  it('shows fewer rows per page, and the next page', async () => {
    const user = pageUser();
    const newestFirst = ['Admin', ...[...LASTNAMES].reverse()];
    accountList();
    expect(await screen.findByText('1-12/12')).toBeTruthy();
    expect(screen.getByText('Lignes par pages:')).toBeTruthy();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Lignes par pages:' }), '10 par page');
    expect(await screen.findByText('1-10/12')).toBeTruthy();
    await waitFor(() => expect(column('Nom')).toEqual(newestFirst.slice(0, 10)));
    await user.click(within(screen.getByTitle('Page suivante')).getByRole('button'));
    expect(await screen.findByText('11-12/12')).toBeTruthy();
    await waitFor(() => expect(column('Nom')).toEqual(newestFirst.slice(10)));
  });
});

describe('DynamicList: acting on rows', () => {
  const bed = staffServiceInBrowser();
  let admin: UserRow;
  beforeAll(async () => {
    admin = await makeAccount(bed.t.ctx, 'admin', { lastname: 'Admin' });
  });
  beforeEach(() => bed.signIn(admin));

  const statusOf = async (ids: number[]) =>
    (await bed.t.ctx.db.select({ id: schema.users.id, status: schema.users.status }).from(schema.users).where(inArray(schema.users.id, ids))).map(
      (row) => row.status,
    );
  const exists = async (id: number) => (await bed.t.ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, id))).length === 1;

  it('runs a bulk action on the checked rows after its confirmation, and shows what it did', async () => {
    const user = pageUser();
    const [blanc, bonnet, boyer] = await makeAccounts(
      bed.t.ctx,
      ['Blanc', 'Bonnet', 'Boyer'].map((lastname) => ({ lastname, firstname: 'Zoé' })),
    );
    accountList(`${LIST_URL}?f_q=Zoé`);
    await waitFor(() => expect(column('Nom')).toEqual(['Boyer', 'Bonnet', 'Blanc']));
    expect(screen.getByText('Cochez des lignes pour agir sur plusieurs à la fois.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner la ligne ${bonnet.id}` }));
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner la ligne ${boyer.id}` }));
    expect(screen.getByText('2 sélectionnées')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Désactiver les 2 comptes sélectionnés ? Leurs sessions sont fermées.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Désactiver : 2 lignes modifiées.')).toBeTruthy();
    await waitFor(() => expect(column('Statut')).toEqual(['Désactivé', 'Désactivé', 'Actif']));
    expect(screen.getByText('Cochez des lignes pour agir sur plusieurs à la fois.')).toBeTruthy();
    expect(await statusOf([blanc.id, bonnet.id, boyer.id])).toEqual(['active', 'inactive', 'inactive']);
  });

  it('activates a pending account from its row after its confirmation, which mails its welcome, and offers it on pending rows only', async () => {
    const user = pageUser();
    const [waiting, active] = await makeAccounts(bed.t.ctx, [
      { lastname: 'Attente', firstname: 'Victor', status: 'pending' },
      { lastname: 'Actif', firstname: 'Victor' },
    ]);
    accountList(`${LIST_URL}?f_q=Victor`);
    await waitFor(() => expect(column('Nom')).toEqual(['Actif', 'Attente']));
    expect(within(rowOf('Actif')).queryByRole('button', { name: 'Activer' })).toBeNull();
    await user.click(within(rowOf('Attente')).getByRole('button', { name: 'Activer' }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Activer ce compte ? Son titulaire reçoit son e-mail de bienvenue et les sessions choisies à l’inscription.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Activer : 1 ligne modifiée.')).toBeTruthy();
    await waitFor(() => expect(column('Statut')).toEqual(['Actif', 'Actif']));
    expect(within(rowOf('Attente')).queryByRole('button', { name: 'Activer' })).toBeNull();
    expect(await statusOf([waiting.id, active.id])).toEqual(['active', 'active']);
    const mails = await bed.t.ctx.db.select({ subject: schema.mailOutbox.subject }).from(schema.mailOutbox).where(eq(schema.mailOutbox.to, waiting.email));
    expect(mails.map((mail) => mail.subject)).toContain('Votre compte Canal Pneumo est activé');
  });

  it('deletes a row only once « Confirmer » is pressed in « Confirmation de suppression »', async () => {
    const user = pageUser();
    const [carre, caron] = await makeAccounts(
      bed.t.ctx,
      ['Carré', 'Caron'].map((lastname) => ({ lastname, firstname: 'Yann' })),
    );
    accountList(`${LIST_URL}?f_q=Yann`);
    await waitFor(() => expect(column('Nom')).toEqual(['Caron', 'Carré']));

    await user.click(within(rowOf('Carré')).getByRole('button', { name: 'Supprimer' }));
    let dialog = await openDialog();
    expect(within(dialog).getByText('Confirmation de suppression')).toBeTruthy();
    expect(within(dialog).getByText('Souhaitez vous supprimer cet élément ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(column('Nom')).toEqual(['Caron', 'Carré']);
    expect(await exists(carre.id)).toBe(true);

    await user.click(within(rowOf('Carré')).getByRole('button', { name: 'Supprimer' }));
    dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(column('Nom')).toEqual(['Caron']));
    expect(screen.getByText('1-1/1')).toBeTruthy();
    expect(await exists(carre.id)).toBe(false);
    expect(await exists(caron.id)).toBe(true);
  });

  it('goes back a page when the last row of the last page is deleted, and shows the rows that move up after a delete', async () => {
    const user = pageUser();
    const lastnames = ['Aubert', 'Baron', 'Caillaud', 'Dumas', 'Etienne', 'Fabre', 'Guerin', 'Hamon', 'Imbert', 'Joly', 'Klein', 'Lacroix'];
    await makeAccounts(
      bed.t.ctx,
      lastnames.map((lastname) => ({ lastname, firstname: 'Xavier' })),
    );
    const newestFirst = [...lastnames].reverse();
    accountList(`${LIST_URL}?f_q=Xavier&pl=10`);
    await waitFor(() => expect(column('Nom')).toEqual(newestFirst.slice(0, 10)));

    // Page 1: the deleted row leaves, and the first row of page 2 moves up, as a new look at the list would show.
    await user.click(within(rowOf('Lacroix')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(column('Nom')).toEqual(newestFirst.slice(1, 11)));
    expect(screen.getByText('1-10/11')).toBeTruthy();

    await user.click(within(screen.getByTitle('Page suivante')).getByRole('button'));
    await waitFor(() => expect(column('Nom')).toEqual(['Aubert']));
    await user.click(within(rowOf('Aubert')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'Confirmer' }));
    // Page 2 is gone: the list shows page 1 rather than an empty page.
    await waitFor(() => expect(column('Nom')).toEqual(newestFirst.slice(1, 11)));
    expect(screen.getByText('1-10/10')).toBeTruthy();
    expect(screen.queryByText('Aucun élément')).toBeNull();
  });

  it('keeps the row and shows the server’s message when the delete is refused', async () => {
    const user = pageUser();
    const [gone] = await makeAccounts(bed.t.ctx, [{ lastname: 'Gauthier' }]);
    accountList(`${LIST_URL}?f_q=Gauthier`);
    await waitFor(() => expect(column('Nom')).toEqual(['Gauthier']));
    // Someone else deleted it meanwhile: the service answers 404, not 'deleted: complete'.
    await bed.t.ctx.db.delete(schema.users).where(eq(schema.users.id, gone.id));
    await user.click(within(rowOf('Gauthier')).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await openDialog()).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(column('Nom')).toEqual(['Gauthier']);
  });
});

describe('DynamicList: the news list’s title line, admin’s only (spec 001)', () => {
  const bed = staffServiceInBrowser();
  let admin: UserRow;
  let buadm: UserRow;

  beforeAll(async () => {
    await bed.t.ctx.db.insert(schema.news).values({ title: 'Congrès de printemps', category: 'info', position: 1 });
    admin = await makeAccount(bed.t.ctx, 'admin');
    buadm = await makeAccount(bed.t.ctx, 'buadm');
  });

  it('shows buadm the rows without the title line: no saved views, columns, export nor « Ajouter »', async () => {
    await bed.signIn(buadm);
    renderPage(<DynamicList module="/api/news" headingLevel={1} />, '/staff/news/list');
    await waitFor(() => expect(column('Titre')).toContain('Congrès de printemps'));
    // The page keeps its title for screen readers only.
    expect(screen.getByRole('heading', { level: 1, name: 'News' }).className).toContain('cp-visually-hidden');
    for (const name of ['Ajouter', 'Exporter', 'Colonnes']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Vues enregistrées')).toBeNull();
  });

  it('shows admin the whole title line', async () => {
    await bed.signIn(admin);
    renderPage(<DynamicList module="/api/news" headingLevel={1} />, '/staff/news/list');
    await waitFor(() => expect(column('Titre')).toContain('Congrès de printemps'));
    expect(screen.getByRole('heading', { level: 1, name: 'News' }).className).not.toContain('cp-visually-hidden');
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(screen.getByLabelText('Vues enregistrées')).toBeTruthy();
  });
});
