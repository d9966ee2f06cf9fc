import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontendDigest, readStamp, stampFile, writeStamp } from './frontendStamp';

/** A workspace in miniature: one remote, the kit and the contracts, as the build reads them. */
function makeWorkspace(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-frontend-stamp-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('mfe-chat/src/ChatPage.tsx', 'export const page = 1;\n');
  write('packages/kit/src/index.ts', 'export const kit = 1;\n');
  write('packages/contracts/src/index.ts', 'export const contracts = 1;\n');
  write('package-lock.json', '{}\n');
  return root;
}

describe('the digest of what a front end build reads', () => {
  let root: string;
  beforeEach(() => {
    root = makeWorkspace();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('changes when the remote, the kit or the contracts change, or the build mode', () => {
    const first = frontendDigest(root, 'mfe-chat', 'production');
    expect(frontendDigest(root, 'mfe-chat', 'production')).toBe(first);
    expect(frontendDigest(root, 'mfe-chat', 'development')).not.toBe(first);
    fs.writeFileSync(path.join(root, 'mfe-chat/src/ChatPage.tsx'), 'export const page = 22;\n');
    const second = frontendDigest(root, 'mfe-chat', 'production');
    expect(second).not.toBe(first);
    fs.appendFileSync(path.join(root, 'packages/kit/src/index.ts'), 'export const more = 2;\n');
    const third = frontendDigest(root, 'mfe-chat', 'production');
    expect(third).not.toBe(second);
    fs.mkdirSync(path.join(root, 'mfe-public'));
    fs.writeFileSync(path.join(root, 'mfe-public/other.ts'), 'another remote\n');
    expect(frontendDigest(root, 'mfe-chat', 'production')).toBe(third);
  });

  it('ignores what builds write (dist, the kit’s generated styles) and the tests', () => {
    const first = frontendDigest(root, 'mfe-chat', 'production');
    fs.mkdirSync(path.join(root, 'mfe-chat/dist'));
    fs.writeFileSync(path.join(root, 'mfe-chat/dist/remoteEntry.js'), 'built');
    fs.mkdirSync(path.join(root, 'packages/kit/generated'));
    fs.writeFileSync(path.join(root, 'packages/kit/generated/antdLater.css'), 'css');
    fs.writeFileSync(path.join(root, 'mfe-chat/src/ChatPage.test.tsx'), 'test');
    expect(frontendDigest(root, 'mfe-chat', 'production')).toBe(first);
  });

  it('keeps a remote’s stamp beside its published builds and the shell’s in its dist', () => {
    const remotes = path.join(root, 'remotes');
    expect(stampFile(remotes, root, 'chat', 'mfe-chat')).toBe(path.join(remotes, 'chat', '.sources.sha256'));
    expect(stampFile(remotes, root, 'shell', 'shell')).toBe(path.join(root, 'shell', 'dist', '.sources.sha256'));
    const file = stampFile(remotes, root, 'chat', 'mfe-chat');
    expect(readStamp(file)).toBeNull();
    writeStamp(file, 'abc');
    expect(readStamp(file)).toBe('abc');
  });
});
