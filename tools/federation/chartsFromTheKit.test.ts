import fs from 'node:fs';
import path from 'node:path';
import { staticSpecifiers } from './staticImports';

const root = path.resolve(__dirname, '../..');
const FRONTENDS = ['shell', 'mfe-public', 'mfe-live', 'mfe-staff', 'mfe-media', 'mfe-chat', 'packages/kit'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('charts come from the kit (docs/architecture.md, "Charts")', () => {
  it('imports chartist in the kit’s charts part only: the remotes take it from @canal/kit/charts, one copy shared by the shell', () => {
    const importers = FRONTENDS.flatMap((frontend) => sources(path.join(root, frontend, 'src')))
      .filter((file) => staticSpecifiers(fs.readFileSync(file, 'utf8')).some((specifier) => specifier === 'chartist' || specifier.startsWith('chartist/')))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual(['packages/kit/src/charts/ResultBars.tsx']);
  });
});
