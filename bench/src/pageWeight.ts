import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(__dirname, '../..');

interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

function weigh(folder: string, filter: (name: string) => boolean): Weight {
  const dist = path.join(root, folder, 'dist');
  if (!fs.existsSync(dist)) return { files: 0, raw: 0, gzip: 0 };
  const names = fs.readdirSync(dist, { recursive: true }).map(String).filter(filter);
  return names.reduce<Weight>(
    (sum, name) => {
      const content = fs.readFileSync(path.join(dist, name));
      return { files: sum.files + 1, raw: sum.raw + content.length, gzip: sum.gzip + zlib.gzipSync(content).length };
    },
    { files: 0, raw: 0, gzip: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Size of each built frontend (JavaScript and CSS), raw and gzip: what a doctor's phone downloads at most. */
export function pageWeight(): string[] {
  const lines = ['Built files on disk, JS + CSS (each remote keeps fallback copies of the shared modules, fetched only if the shell lacks them):'];
  for (const folder of ['shell', 'mfe-public', 'mfe-live', 'mfe-staff', 'mfe-media', 'mfe-chat']) {
    const weight = weigh(folder, (name) => /\.(js|css)$/.test(name));
    const entry = weigh(folder, (name) => name === 'remoteEntry.js');
    lines.push(`  ${folder.padEnd(11)} ${String(weight.files).padStart(3)} files  ${kb(weight.raw).padStart(10)} raw  ${kb(weight.gzip).padStart(9)} gzip${entry.files ? `  (remoteEntry ${kb(entry.gzip)} gzip)` : ''}`);
  }
  return lines;
}
