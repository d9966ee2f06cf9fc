import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, compiledPath } from './serverBuild';

const hook = path.resolve(__dirname, '../../scripts/swcRequire.cjs');

/** A workspace in miniature: the contracts, one service that imports them and reads a migration beside its sources. */
function makeWorkspace(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-server-build-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('packages/contracts/package.json', '{ "name": "@canal/contracts", "main": "src/index.ts" }');
  write('packages/contracts/src/index.ts', "export const GREETING: string = 'bonjour';\n");
  write('packages/contracts/src/index.test.ts', "throw new Error('tests are not shipped');\n");
  write('services/core/package.json', '{ "name": "@canal/service-core", "exports": { ".": "./src/index.ts" } }');
  write('services/core/migrations/0000_init.sql', 'create table t ();\n');
  write(
    'services/core/src/index.ts',
    [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      "import { GREETING } from '@canal/contracts';",
      "export const migration = fs.readFileSync(path.resolve(__dirname, '../migrations/0000_init.sql'), 'utf8').trim();",
      'export function fail(): never {',
      '  throw new Error(GREETING);',
      '}',
      '',
    ].join('\n'),
  );
  write(
    'services/core/src/main.ts',
    "import { fail, migration } from '@canal/service-core';\nconsole.log(migration);\nif (process.argv[2] === 'fail') fail();\n",
  );
  return root;
}

function run(root: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--enable-source-maps', compiledPath('services/core/src/main.ts', root), ...args], { encoding: 'utf8', cwd: '/' });
}

describe('buildServer: the server packages compiled once, run by node', () => {
  let root = '';
  beforeEach(() => {
    root = makeWorkspace();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('compiles each package with its files, resolves workspace imports to the compiled packages, and leaves tests out', async () => {
    const build = await buildServer(root);
    expect(build).toMatchObject({ built: true, files: 3 });
    const result = run(root);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('create table t ();');
    expect(fs.existsSync(path.join(root, 'dist/server/packages/contracts/src/index.test.js'))).toBe(false);
    // Not the root node_modules' link to the sources: the compiled contracts.
    const compiledContracts = fs.realpathSync(path.join(root, 'dist/server/packages/contracts'));
    expect(fs.realpathSync(path.join(root, 'dist/server/node_modules/@canal/contracts'))).toBe(compiledContracts);
  });

  it('names the TypeScript file and line in a stack trace', async () => {
    await buildServer(root);
    const result = run(root, 'fail');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`${path.join(root, 'services/core/src/index.ts')}:6:`);
  });

  it('lets several processes build the same sources at once (the split test files start in parallel)', async () => {
    const build = () =>
      new Promise<number | null>((resolve) => {
        const build = `require(${JSON.stringify(require.resolve('./serverBuild'))}).buildServer(${JSON.stringify(root)})`;
        const script = `require(${JSON.stringify(hook)}); ${build}.catch((e) => { console.error(e); process.exit(1); });`;
        spawn(process.execPath, ['-e', script], { stdio: 'inherit' }).once('exit', resolve);
      });
    const exits = await Promise.all([build(), build(), build()]);
    expect(exits).toEqual([0, 0, 0]);
    expect(run(root).stdout.trim()).toBe('create table t ();');
    expect(fs.readdirSync(path.join(root, 'dist'))).toEqual(['server']);
  });

  it('builds again only when a source changed', async () => {
    await buildServer(root);
    expect((await buildServer(root)).built).toBe(false);
    fs.writeFileSync(path.join(root, 'services/core/migrations/0000_init.sql'), 'create table u ();\n');
    expect((await buildServer(root)).built).toBe(true);
    expect(run(root).stdout.trim()).toBe('create table u ();');
  });
});
