import fs from 'node:fs';
import path from 'node:path';
import { root } from './processes';

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A file's size as sent: its precompressed twin written by the build, or the file itself when it has none (small files). */
const sizeOf = (file: string, suffix: string) => fs.statSync(fs.existsSync(`${file}${suffix}`) ? `${file}${suffix}` : file).size;

function weigh(folder: string, filter: (name: string) => boolean): Weight {
  const dist = path.join(root, folder, 'dist');
  if (!fs.existsSync(dist)) return { files: 0, raw: 0, gzip: 0, brotli: 0 };
  const names = fs.readdirSync(dist, { recursive: true }).map(String).filter(filter);
  return names.reduce<Weight>((sum, name) => {
    const file = path.join(dist, name);
    return { files: sum.files + 1, raw: sum.raw + fs.statSync(file).size, gzip: sum.gzip + sizeOf(file, '.gz'), brotli: sum.brotli + sizeOf(file, '.br') };
  }, { files: 0, raw: 0, gzip: 0, brotli: 0 });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Size of each built frontend (JavaScript and CSS): raw, and the .gz / .br files the build wrote beside them. */
export function pageWeight(): string[] {
  const lines = ['Built files on disk, JS + CSS, raw / .gz / .br as the build wrote them (each remote keeps fallback copies of the shared modules, fetched only if the shell lacks them):'];
  for (const folder of ['shell', 'mfe-public', 'mfe-live', 'mfe-staff', 'mfe-media', 'mfe-chat']) {
    const weight = weigh(folder, (name) => /\.(js|css)$/.test(name));
    const entry = weigh(folder, (name) => name === 'remoteEntry.js');
    lines.push(
      `  ${folder.padEnd(11)} ${String(weight.files).padStart(3)} files  ${kb(weight.raw).padStart(10)} raw  ${kb(weight.gzip).padStart(9)} gz  ${kb(weight.brotli).padStart(9)} br${entry.files ? `  (remoteEntry ${kb(entry.brotli)} br)` : ''}`,
    );
  }
  return lines;
}
