/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, waitFor } from '@testing-library/react';
import { schema } from '@canal/service-core';
import type { UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { DynamicList } from '../lists/DynamicList';
import { useRoutes } from '../router';
import { renderPage } from '../testing/renderPage';
import { staffServiceInBrowser } from '../testing/staffServiceInBrowser';
import { chooseOption, pageUser } from '../testing/userActions';
import { DynamicForm } from './DynamicForm';

const INCOMPLETE = 'Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.';
const THUMB_LABEL = 'Image du thème (PNG, JPEG, WebP, 2 Mo)';

/** The themes' form and list at their addresses: saving the form leads to the list, as in the back office. */
function ThemePages() {
  return useRoutes([
    { path: '/staff/theme/edit', element: <DynamicForm fetchUrl="/api/theme/edit" /> },
    { path: '/staff/theme/list', element: <DynamicList module="/api/theme" /> },
  ]);
}

/** A PNG as a browser reads it from the disk: the PNG signature, then `size` bytes in all. */
function pngFile(name: string, size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

/** The error or help text shown under a field, found from the field's label (antd gives it the label as title). */
function messageUnder(label: string): string {
  const item = screen
    .getAllByTitle(label)
    .find((element) => element.tagName === 'LABEL')
    ?.closest('.ant-form-item');
  if (!item) throw new Error(`no field « ${label} »`);
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

/** A text box by its accessible name (the label without its required mark, which is hidden from assistive technologies). */
const textBox = (name: string) => screen.getByRole('textbox', { name });
const selectBox = (name: string) => screen.getByRole('combobox', { name });

const bed = staffServiceInBrowser();
let admin: UserRow;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
});
beforeEach(() => bed.signIn(admin));

const themes = () => bed.t.ctx.db.select().from(schema.themes);

describe('DynamicForm', () => {
  it('says which required fields are empty, and each message goes when its field is filled', async () => {
    const user = pageUser();
    renderPage(<ThemePages />, '/staff/theme/edit');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
    expect(messageUnder('Nom')).toBe('Le champ « Nom » est requis');
    expect(messageUnder('Catégorie')).toBe('Le champ « Catégorie » est requis');

    await user.type(textBox('Nom'), 'Sommeil');
    await waitFor(() => expect(messageUnder('Nom')).toBe(''));
    expect(messageUnder('Catégorie')).toBe('Le champ « Catégorie » est requis');
    expect(screen.getByText(INCOMPLETE)).toBeTruthy();

    await chooseOption(user, selectBox('Catégorie'), 'BPCO');
    await waitFor(() => expect(messageUnder('Catégorie')).toBe(''));
    expect(screen.queryByText(INCOMPLETE)).toBeNull();
    expect(await themes()).toEqual([]);
  });

  it('shows the message the server gives for a field, until that field is edited', async () => {
    const user = pageUser();
    const martin = await makeAccount(bed.t.ctx, 'member', { lastname: 'Martin' });
    const durand = await makeAccount(bed.t.ctx, 'member', { lastname: 'Durand' });
    renderPage(<DynamicForm fetchUrl="/api/account/edit" id={martin.id} />, `/staff/account/edit/${martin.id}`);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveProperty('value', martin.email));
    await user.clear(email);
    await user.type(email, durand.email);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
    expect(messageUnder('Email')).toBe('Cette adresse e-mail est déjà utilisée par un autre compte.');
    await user.type(email, 'x');
    await waitFor(() => expect(messageUnder('Email')).toBe(''));
    expect(screen.queryByText(INCOMPLETE)).toBeNull();
    const [stored] = await bed.t.ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, martin.id));
    expect(stored?.email).toBe(martin.email);
  });

  it('uploads the chosen file, shows its name and size, refuses one that is not what it says, and saves the theme with it', async () => {
    const user = pageUser();
    renderPage(<ThemePages />, '/staff/theme/edit');
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Sommeil');
    await chooseOption(user, selectBox('Catégorie'), 'Asthme');
    expect(screen.getByRole('button', { name: 'Choisir un fichier' })).toBeTruthy();

    // A text file named .png: the server reads its first bytes and refuses it.
    await user.upload(screen.getByLabelText(THUMB_LABEL), new File(['pas une image'], 'faux.png', { type: 'image/png' }));
    await waitFor(() => expect(messageUnder(THUMB_LABEL)).toBe('Le contenu du fichier « faux.png » ne correspond pas à son type.'));

    await user.upload(screen.getByLabelText(THUMB_LABEL), pngFile('poumon.png', 256 * 1024));
    expect(await screen.findByRole('link', { name: 'poumon.png' })).toBeTruthy();
    expect(screen.getByText('256 Ko')).toBeTruthy();
    expect(messageUnder(THUMB_LABEL)).toBe('');
    expect(screen.getByRole('button', { name: 'Remplacer le fichier' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Saved: the back office goes back to the list, which shows the new theme.
    expect(await screen.findByText('Thèmes')).toBeTruthy();
    expect(await screen.findByText('Sommeil')).toBeTruthy();
    const [saved] = await themes();
    expect(saved).toMatchObject({ name: 'Sommeil', category: 'Asthme' });
    expect(JSON.stringify(saved?.thumb)).toContain(`/cache/themes/${saved?.id}/poumon.png`);
  });

  it('brings a refused save to the first field in error and gives it the focus', async () => {
    const user = pageUser();
    renderPage(<ThemePages />, '/staff/theme/edit');
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Allergies');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
    // 'Nom' is filled: the first field in error is 'Catégorie', whatever had the focus (the button).
    await waitFor(() => expect(document.activeElement).toBe(selectBox('Catégorie')));

    await user.clear(textBox('Nom'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(textBox('Nom')));
  });

  it('confirms a save and opens the list on the saved row, highlighted', async () => {
    const user = pageUser();
    renderPage(<ThemePages />, '/staff/theme/edit');
    await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Toux chronique');
    await chooseOption(user, selectBox('Catégorie'), 'BPCO');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Enregistré.')).toBeTruthy();
    const cell = await screen.findByText('Toux chronique');
    const saved = (await themes()).find((theme) => theme.name === 'Toux chronique');
    const row = cell.closest('tr');
    expect(row?.getAttribute('data-row-key')).toBe(String(saved?.id));
    expect(row?.classList.contains('row-saved')).toBe(true);
    expect(document.querySelectorAll('tr.row-saved')).toHaveLength(1);
  });
});
