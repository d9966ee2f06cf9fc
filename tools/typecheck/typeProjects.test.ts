import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const tsc = path.join(root, 'node_modules/.bin/tsc');

/**
 * Type-checks one file as if it were in `project` (its lib and types), and returns the errors' codes
 * and names. The probe sits under the repository's .tmp so that `types: ["node"]` resolves as it does
 * for the project's own files.
 */
function check(project: string, source: string): string[] {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.tmp', 'type-probe-'));
  try {
    fs.writeFileSync(path.join(dir, 'probe.ts'), source);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(root, project), compilerOptions: { incremental: false }, files: ['probe.ts'], include: [] }),
    );
    const result = spawnSync(tsc, ['-p', dir], { encoding: 'utf8' });
    return [...result.stdout.matchAll(/error (TS\d+): Cannot find name '(\w+)'/g)].map((match) => match[2]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const DOM = 'export const probe = [window.location.href, document.title];\n';
const NODE = "export const probe = [Buffer.from('x'), process.env.HOME];\n";

describe('two TypeScript projects: the DOM stays out of the server, Node out of the browser', () => {
  it('refuses window and document in a service, and accepts Buffer and process there', () => {
    expect(check('tsconfig.server.json', DOM)).toEqual(['window', 'document']);
    expect(check('tsconfig.server.json', NODE)).toEqual([]);
  });

  it('refuses Buffer and process in a remote, and accepts window and document there', () => {
    expect(check('tsconfig.browser.json', NODE)).toEqual(['Buffer', 'process']);
    expect(check('tsconfig.browser.json', DOM)).toEqual([]);
  });

  it('refuses both in the contracts, which run on both sides', () => {
    expect(check('tsconfig.contracts.json', DOM + NODE.replace('probe', 'probe2'))).toEqual(['window', 'document', 'Buffer', 'process']);
  });
});
