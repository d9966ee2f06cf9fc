import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from './loadConfig';
import { assertWritableDataDir } from './assertWritableDataDir';

const NOBODY = 65534;

/** Runs `check` as an unprivileged user: root writes into a read-only folder as if it were not. */
function asUnprivileged(check: () => void): void {
  if (process.getuid?.() !== 0 || !process.seteuid || !process.setegid) return check();
  process.setegid(NOBODY);
  process.seteuid(NOBODY);
  try {
    check();
  } finally {
    process.seteuid(0);
    process.setegid(0);
  }
}

describe('assertWritableDataDir: a data folder the process cannot write stops it, saying why', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-data-'));
    fs.chmodSync(root, 0o755);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a missing folder and accepts a writable one, leaving nothing behind', () => {
    const dir = path.join(root, 'fresh', 'data');
    assertWritableDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a read-only folder in French, naming it and the way out', () => {
    const dir = path.join(root, 'readonly');
    fs.mkdirSync(dir, { mode: 0o555 });
    fs.chmodSync(dir, 0o555);
    let thrown: unknown;
    asUnprivileged(() => {
      try {
        assertWritableDataDir(dir);
      } catch (error) {
        thrown = error;
      }
    });
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain(`Le dossier de données « ${dir} » n’est pas accessible en écriture`);
    expect((thrown as Error).message).toMatch(/DATA_DIR/);
  });

  it('refuses a path whose parent is a file', () => {
    const file = path.join(root, 'un-fichier');
    fs.writeFileSync(file, 'x');
    expect(() => assertWritableDataDir(path.join(file, 'data'))).toThrow(/ne peut pas être créé/);
  });
});
