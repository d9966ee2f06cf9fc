import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { diskStorage } from './diskStorage';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'canal-disk-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

const exists = (key: string) =>
  fs.stat(path.join(root, key)).then(
    () => true,
    () => false,
  );

describe('diskStorage', () => {
  it('moves an upload out of tmp/ and leaves no empty folder behind', async () => {
    const storage = diskStorage(root);
    await storage.put('tmp/abc123/fiche.pdf', Buffer.from('%PDF-'));
    await storage.move('tmp/abc123/fiche.pdf', 'leaflets/4/fiche.pdf');
    expect(await storage.read('leaflets/4/fiche.pdf')).toEqual(Buffer.from('%PDF-'));
    expect(await exists('tmp/abc123')).toBe(false);
  });

  it('removes a row’s folder with its last file, and keeps it while another file is in it', async () => {
    const storage = diskStorage(root);
    await storage.put('episodes/9/a.pdf', Buffer.from('a'));
    await storage.put('episodes/9/b.pdf', Buffer.from('b'));
    await storage.remove('episodes/9/a.pdf');
    expect([await exists('episodes/9/a.pdf'), await storage.read('episodes/9/b.pdf')]).toEqual([false, Buffer.from('b')]);
    await storage.remove('episodes/9/b.pdf');
    expect(await exists('episodes/9')).toBe(false);
    // Removing what is not there is not an error.
    await storage.remove('episodes/9/b.pdf');
  });

  it('refuses a key that leaves its root', async () => {
    const storage = diskStorage(root);
    await expect(storage.put('../dehors/x.pdf', Buffer.from('x'))).rejects.toThrow('clé de fichier refusée');
    await expect(storage.remove('news/../../x')).rejects.toThrow('clé de fichier refusée');
  });
});
