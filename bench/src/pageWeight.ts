import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@canal/service-core';
import { readPointers } from '../../services/gateway/src/registry/remoteBuilds';
import { root } from './processes';

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A file's size as sent: its precompressed twin written by the build, or the file itself when it has none (small files). */
const sizeOf = (file: string, suffix: string) => fs.statSync(fs.existsSync(`${file}${suffix}`) ? `${file}${suffix}` : file).size;

function weigh(dist: string | null, filter: (name: string) => boolean): Weight {
  if (dist === null || !fs.existsSync(dist)) return { files: 0, raw: 0, gzip: 0, brotli: 0 };
  const names = fs.readdirSync(dist, { recursive: true }).map(String).filter(filter);
  return names.reduce<Weight>(
    (sum, name) => {
      const file = path.join(dist, name);
      return { files: sum.files + 1, raw: sum.raw + fs.statSync(file).size, gzip: sum.gzip + sizeOf(file, '.gz'), brotli: sum.brotli + sizeOf(file, '.br') };
    },
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The shell's build, then each remote's current published build (REMOTES_DIR). */
async function builtFolders(): Promise<Array<[name: string, dist: string | null]>> {
  const { remotesDir } = loadConfig(process.env, root);
  const remotes = await Promise.all(
    ['public', 'live', 'staff', 'media', 'chat'].map(async (name): Promise<[string, string | null]> => {
      const { current } = await readPointers(remotesDir, name);
      return [`mfe-${name}`, current === null ? null : path.join(remotesDir, name, current)];
    }),
  );
  return [['shell', path.join(root, 'shell', 'dist')], ...remotes];
}

/** Size of each built frontend (JavaScript and CSS): raw, and the .gz / .br files the build wrote beside them. */
export async function pageWeight(): Promise<string[]> {
  const lines = [
    'Built files on disk, JS + CSS, raw / .gz / .br as the build wrote them (each remote keeps fallback copies of the shared modules, fetched only if the shell lacks them):',
  ];
  for (const [folder, dist] of await builtFolders()) {
    const weight = weigh(dist, (name) => /\.(js|css)$/.test(name));
    const entry = weigh(dist, (name) => name === 'remoteEntry.js');
    lines.push(
      `  ${folder.padEnd(11)} ${String(weight.files).padStart(3)} files  ${kb(weight.raw).padStart(10)} raw  ${kb(weight.gzip).padStart(9)} gz  ${kb(weight.brotli).padStart(9)} br${entry.files ? `  (remoteEntry ${kb(entry.brotli)} br)` : ''}`,
    );
  }
  return lines;
}
