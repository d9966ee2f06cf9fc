import { fileProblem } from './uploadFile';

describe('fileProblem', () => {
  it('accepts listed types, wildcards and sizes within the limit', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, ['application/pdf'], 100)).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 10 }, ['image/*'], undefined)).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 10 }, undefined, undefined)).toBeNull();
  });

  it('refuses other types and larger files with a French message', () => {
    expect(fileProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, ['application/pdf'], undefined)).toBe(
      "Le type du fichier « a.exe » n'est pas accepté.",
    );
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 3 * 1024 * 1024 }, undefined, 2 * 1024 * 1024)).toBe(
      'Le fichier « a.pdf » dépasse la taille maximale de 2,0 Mo.',
    );
  });
});
