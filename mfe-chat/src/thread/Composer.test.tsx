/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AntdProviders, DataProvider } from '@canal/kit';
import { Composer } from './Composer';

function renderComposer() {
  render(
    <DataProvider>
      <AntdProviders>
        <Composer threadId="thread_abc" user={null} beta={false} enabled onSent={() => undefined} />
      </AntdProviders>
    </DataProvider>,
  );
  return screen.getByLabelText<HTMLTextAreaElement>('Message');
}

describe('Composer and patient data', () => {
  it('says not to enter patient data, and shows nothing masked for a plain question', () => {
    const field = renderComposer();
    expect(screen.getByText('N’entrez aucune donnée permettant d’identifier un patient.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Quelle place pour le dupilumab dans la BPCO ?' } });
    expect(screen.queryByText(/seront masquées avant l’envoi/)).toBeNull();
  });

  it('shows what will be masked and the text that will be sent, and puts it in the field to edit', () => {
    const field = renderComposer();
    fireEvent.change(field, { target: { value: 'Mme Durand, née le 12/03/1954, tél. 06 12 34 56 78 : quel traitement ?' } });
    expect(screen.getByText('Données pouvant identifier un patient : elles seront masquées avant l’envoi.')).toBeTruthy();
    const found = within(screen.getByRole('list', { name: 'Données masquées : message' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(found).toEqual(['nom : Durand', 'date de naissance : 12/03/1954', 'numéro de téléphone : 06 12 34 56 78']);
    expect(screen.getByText('Mme [NOM], née le [DATE DE NAISSANCE], tél. [TÉLÉPHONE] : quel traitement ?')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Masquer dans mon message' }));
    expect(field.value).toBe('Mme [NOM], née le [DATE DE NAISSANCE], tél. [TÉLÉPHONE] : quel traitement ?');
    expect(screen.queryByText(/seront masquées avant l’envoi/)).toBeNull();
  });
});
