import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const hook = path.resolve(__dirname, '../../../../scripts/swcRequire.cjs');

/** A compiled file with its source map beside it, as the server build and most libraries ship them. */
function writeMapped(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `exports.answer = 42;\n//# sourceMappingURL=${path.basename(file)}.map\n`);
  fs.writeFileSync(
    `${file}.map`,
    JSON.stringify({ version: 3, sources: ['index.ts'], sourcesContent: ['export const answer = 42;\n'], names: [], mappings: 'AAAA' }),
  );
}

/** Which of the two files' maps a process keeps, once ownSourceMaps has run first, with or without the flag. */
function keptMaps(root: string, flags: string[]): { own: boolean; library: boolean } {
  const own = path.join(root, 'services/example/index.js');
  const library = path.join(root, 'node_modules/library/index.js');
  const script = [
    `require(${JSON.stringify(path.join(__dirname, 'ownSourceMaps.ts'))});`,
    `const { findSourceMap } = require('node:module');`,
    `require(${JSON.stringify(own)}); require(${JSON.stringify(library)});`,
    `console.log(JSON.stringify({ own: findSourceMap(${JSON.stringify(own)}) !== undefined, library: findSourceMap(${JSON.stringify(library)}) !== undefined }));`,
  ].join('\n');
  const result = spawnSync(process.execPath, [...flags, '-r', hook, '-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { own: boolean; library: boolean };
}

describe('the source maps a server process keeps', () => {
  let root = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-source-maps-'));
    writeMapped(path.join(root, 'services/example/index.js'));
    writeMapped(path.join(root, 'node_modules/library/index.js'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('under --enable-source-maps, keeps the project’s maps (stack traces name its TypeScript) and not the libraries’', () => {
    expect(keptMaps(root, ['--enable-source-maps'])).toEqual({ own: true, library: false });
  });

  it('keeps none when the process runs without the flag', () => {
    expect(keptMaps(root, [])).toEqual({ own: false, library: false });
  });
});
