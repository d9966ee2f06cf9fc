import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function installedVersion(pkg: string): string {
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
  return manifest.version;
}

/** Every module the shell and the remotes share, one copy each in the browser (sub-paths listed too). */
const SINGLETONS: Array<[request: string, pkg: string]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['jotai', 'jotai'],
  ['dayjs', 'dayjs'],
  ['@canal/kit', '@canal/kit'],
  ['@canal/kit/core', '@canal/kit'],
  ['@canal/kit/forms', '@canal/kit'],
  ['@canal/kit/lists', '@canal/kit'],
  // The charts (Chartist inside): one copy for the room, the orchestrator, the report and the dashboard.
  ['@canal/kit/charts', '@canal/kit'],
  // react-router through the kit's facade only (packages/kit/src/router.ts): what the pages use, not the whole package.
  ['@canal/kit/router', '@canal/kit'],
  ['@canal/contracts', '@canal/contracts'],
  ['@canal/contracts/core', '@canal/contracts'],
];

/**
 * The kit is always the shell's: remotes carry no copy of it (`import: false`), so its antd, whose
 * context holds the French locale and the theme, is the one the shell configured, and the remotes'
 * builds stay small. Its forms, lists and charts parts are then fetched from the shell when a page needs them.
 * The contracts too: the shell starts with their core only, and a remote page asking for the whole
 * would otherwise get its own copy (the root re-exports the core), not the shell's.
 */
const HOST_ONLY = new Set([
  '@canal/kit',
  '@canal/kit/core',
  '@canal/kit/forms',
  '@canal/kit/lists',
  '@canal/kit/charts',
  '@canal/kit/router',
  '@canal/contracts',
  '@canal/contracts/core',
]);

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  import?: false;
}

export function sharedModules(role: 'host' | 'remote'): Record<string, SharedEntry> {
  return Object.fromEntries(
    SINGLETONS.map(([request, pkg]) => {
      const version = installedVersion(pkg);
      const entry: SharedEntry = { singleton: true, requiredVersion: `^${version}`, version };
      if (role === 'remote' && HOST_ONLY.has(request)) entry.import = false;
      return [request, entry];
    }),
  );
}
