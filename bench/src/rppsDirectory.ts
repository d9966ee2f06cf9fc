import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createContext } from '@canal/service-core';
import { directoryVerdict, importDirectory, SAMPLE_DIRECTORY_FILE, type RegistryClaim } from '@canal/domain';
import { judge } from './targets';

const LINES = 2_000_000;
const LOOKUPS = 500;
const WARM_UP = 20;
const IMPORT_TARGET_S = 120;
const MEMORY_TARGET_MB = 150;
const LOOKUP_TARGET_MS = 5;

/** The 56 columns of today's extraction ('Annuaire santé', PS_LibreAcces_Personne_activite.txt). */
const COLUMNS = 56;
const PROFESSIONS = [
  ['10', 'Médecin'],
  ['21', 'Pharmacien'],
  ['60', 'Infirmier'],
  ['40', 'Chirurgien-Dentiste'],
  ['50', 'Sage-Femme'],
  ['70', 'Masseur-Kinésithérapeute'],
] as const;
const LASTNAMES = ['MARTIN', 'BERNARD', 'DUBOIS', 'THOMAS', 'ROBERT', 'LEFÈVRE-DUPRÉ', "N'DIAYE", 'DE LA TOUR', 'GARCIA', 'MOREAU'];
const FIRSTNAMES = ['Camille', 'Jean-Baptiste', 'Hélène', 'Aïssatou', 'Théo', 'Marie-Claire', 'Louis', 'Inès'];

function luhnKey(body: string): string {
  for (let key = 0; key < 10; key += 1) {
    const digits = `${body}${key}`;
    let total = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      total += digit;
    }
    if (total % 10 === 0) return digits;
  }
  throw new Error('no key');
}

/** Person n's RPPS number: '10' and nine digits, with its Luhn key, as real ones are. */
export const rppsOf = (person: number) => luhnKey(`1${String(person).padStart(9, '0')}`);

/** One line of activity in the real layout: the columns the import reads, the rest as the file has them (address, sector...). */
function lineOf(person: number): string {
  const [code, label] = PROFESSIONS[person % PROFESSIONS.length];
  const rpps = rppsOf(person);
  const cells = new Array<string>(COLUMNS).fill('');
  cells[0] = '8';
  cells[1] = rpps;
  cells[2] = `8${rpps}`;
  cells[5] = person % 2 ? 'M' : 'MME';
  cells[6] = person % 2 ? 'Monsieur' : 'Madame';
  cells[7] = LASTNAMES[person % LASTNAMES.length];
  cells[8] = FIRSTNAMES[person % FIRSTNAMES.length];
  cells[9] = code;
  cells[10] = label;
  cells[11] = 'C';
  cells[12] = 'Civil';
  cells[17] = 'L';
  cells[18] = 'Libéral';
  cells[24] = `CABINET ${cells[7]}`;
  cells[28] = String(1 + (person % 120));
  cells[32] = 'RUE DE LA REPUBLIQUE';
  cells[35] = '69002';
  cells[37] = 'Lyon';
  return `${cells.join('|')}|\n`;
}

/** 2,000,000 lines for about 1.5 million people (one in three has a second activity), written as a stream. */
async function writeExtraction(file: string): Promise<void> {
  // The real header line (the sample's), so that the import finds its columns by name.
  const header = (await readFile(SAMPLE_DIRECTORY_FILE, 'utf8')).split('\n')[0].replace(/\r$/, '');
  const out = createWriteStream(file);
  out.write(`${header}\n`);
  let person = 0;
  for (let line = 0; line < LINES;) {
    let chunk = '';
    for (let index = 0; index < 2000 && line < LINES; index += 1, line += 1) {
      chunk += lineOf(person);
      if (line % 3 !== 0) person += 1;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Issue 22 §1: the RPPS directory's monthly import of a 2,000,000-line extraction (streamed, COPY,
 * swapped in) with its time and the importing process's peak memory, and a registration's lookup.
 */
export async function rppsDirectoryBench(databaseUrl: string): Promise<string[]> {
  const file = path.join(os.tmpdir(), `canal-bench-rpps-${process.pid}.txt`);
  const opened = await createContext({ databaseUrl });
  try {
    await writeExtraction(file);
    const size = (await stat(file)).size;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const lines = await importDirectory(opened.ctx, createReadStream(file), { bytes: 0, lines: 0 });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    const times: number[] = [];
    // The pool's connection and the statement's plan are made by the first calls, as after any start.
    for (let index = 0; index < LOOKUPS + WARM_UP; index += 1) {
      const person = Math.floor(Math.random() * 1_300_000);
      const claim: RegistryClaim = {
        kind: 'rpps',
        number: rppsOf(person),
        lastname: LASTNAMES[person % LASTNAMES.length],
        firstname: FIRSTNAMES[person % FIRSTNAMES.length],
        job: 'es10',
      };
      const at = performance.now();
      await directoryVerdict(opened.ctx.db, claim);
      if (index >= WARM_UP) times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p99 = times[Math.floor(times.length * 0.99)];
    const grown = (peak - before) / 1024 / 1024;
    return [
      `RPPS directory (issue 22 §1): an extraction of ${lines.toLocaleString('en')} lines (${(size / 1024 / 1024).toFixed(0)} MB, 56 columns) imported by COPY and swapped in:`,
      `  import ${seconds.toFixed(1)} s (${Math.round(lines / seconds).toLocaleString('en')} lines/s); the importing process's RSS peaked at ${(peak / 1024 / 1024).toFixed(0)} MB, ${grown.toFixed(0)} MB above its start`,
      `  registration lookup (index on the identifier, name and profession compared): p50 ${p50.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, ${times.filter((time) => time >= LOOKUP_TARGET_MS).length} of ${LOOKUPS} at ${LOOKUP_TARGET_MS} ms or more (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores: the tail is time waiting for a core)`,
      judge('RPPS import of 2,000,000 lines', `${seconds.toFixed(1)} s`, `< ${IMPORT_TARGET_S} s`, seconds < IMPORT_TARGET_S),
      judge('RPPS import: memory above start', `${grown.toFixed(0)} MB`, `< ${MEMORY_TARGET_MB} MB (streamed)`, grown < MEMORY_TARGET_MB),
      judge('RPPS lookup at registration, median', `${p50.toFixed(2)} ms`, `< ${LOOKUP_TARGET_MS} ms`, p50 < LOOKUP_TARGET_MS),
    ];
  } finally {
    await rm(file, { force: true });
    await opened.close();
  }
}
