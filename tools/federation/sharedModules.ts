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
  ['react-router', 'react-router'],
  ['react-router/dom', 'react-router'],
  ['jotai', 'jotai'],
  ['dayjs', 'dayjs'],
  ['@canal/kit', '@canal/kit'],
  ['@canal/contracts', '@canal/contracts'],
];

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager?: boolean;
}

export function sharedModules(): Record<string, SharedEntry> {
  return Object.fromEntries(
    SINGLETONS.map(([request, pkg]) => {
      const version = installedVersion(pkg);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
