/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { pageUser } from '../testing/userActions';
import { FilePicker } from './FilePicker';

function RppsLikeForm() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker accept=".txt" chosen={file} onPick={(files) => setFile(files[0] ?? null)}>
      Choisir le fichier
    </FilePicker>
  );
}

describe('FilePicker', () => {
  it('asks for a file with a French button, then names the chosen file and its size in Mo', async () => {
    const { container } = render(<RppsLikeForm />);
    expect(screen.getByRole('button', { name: 'Choisir le fichier' })).toBeTruthy();
    // The browser's own control ('Choose File', 'No file chosen') is not shown.
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.hidden).toBe(true);

    await pageUser().upload(input as HTMLInputElement, new File([new Uint8Array(2_621_440)], 'extraction.txt', { type: 'text/plain' }));
    expect(screen.getByText('extraction.txt (2,5 Mo)')).toBeTruthy();
    expect(input?.value).toBe('');
  });
});
