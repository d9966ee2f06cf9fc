import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The columns of the extraction the registration check reads, by their names in the header line
 * (their positions differ between the 52- and 56-column layouts), in the order of `rpps_directory`.
 */
export const DIRECTORY_COLUMNS = [
  'Identification nationale PP',
  "Nom d'exercice",
  "Prénom d'exercice",
  'Code profession',
  'Libellé profession',
  'Code catégorie professionnelle',
] as const;

/** A file that is not the extraction: its French message is shown on the staff page. */
export class DirectoryFileError extends Error {}

/** What the transform has read so far, for the progress bar. */
export interface DirectoryReadProgress {
  bytes: number;
  lines: number;
}

const NEWLINE = 0x0a;

/**
 * The longest line read: an extraction's lines are about 1,000 characters, and a file with a huge
 * line and no newline (60 MB seen) would otherwise be joined chunk by chunk, for minutes and
 * hundreds of megabytes, before failing anyway.
 */
export const MAX_LINE_CHARS = 64 * 1024;

const tooLong = () =>
  new DirectoryFileError(
    `Ce fichier n’est pas l’extraction RPPS attendue : une de ses lignes dépasse ${MAX_LINE_CHARS} caractères. L’annuaire n’a pas été remplacé.`,
  );

/** UTF-8 (today's files), else Latin-1 (older extractions): decided on the header, whose 'é's tell. */
function encodingOf(header: Buffer): 'utf8' | 'latin1' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(header);
    return 'utf8';
  } catch {
    return 'latin1';
  }
}

/** COPY's text format: a backslash or a tab inside a value would end or escape it. */
const copyValue = (value: string) => (value.includes('\\') || value.includes('\t') ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t') : value);

/**
 * The extraction's bytes in, COPY text rows out (one per line of activity, the six columns above),
 * streamed: a 2-million-line file never sits in memory. The header line names the columns; a line
 * without an identifier is skipped. `progress` is updated as it goes.
 */
export function directoryCopyRows(progress: DirectoryReadProgress): Transform {
  let decoder: StringDecoder | null = null;
  let pendingHeader: Buffer[] = [];
  let rest = '';
  let positions: number[] = [];
  let last = 0;

  const rowOf = (line: string): string | null => {
    const fields: string[] = [];
    let start = 0;
    for (let index = 0; index <= last; index += 1) {
      const end = line.indexOf('|', start);
      fields.push(end < 0 ? line.slice(start) : line.slice(start, end));
      if (end < 0) break;
      start = end + 1;
    }
    const values = positions.map((position) => (fields[position] ?? '').trim());
    if (values[0] === '') return null;
    return values.map(copyValue).join('\t');
  };

  const readHeader = (line: string) => {
    const names = line
      .replace(/^\uFEFF/, '')
      .split('|')
      .map((name) => name.trim());
    positions = DIRECTORY_COLUMNS.map((column) => {
      const position = names.indexOf(column);
      if (position < 0) throw new DirectoryFileError(`Ce fichier n’est pas l’extraction RPPS attendue : la colonne « ${column} » manque à sa première ligne.`);
      return position;
    });
    last = Math.max(...positions);
  };

  const rowsOf = (text: string, final: boolean): string => {
    const lines = (rest + text).split('\n');
    rest = final ? '' : (lines.pop() ?? '');
    if (rest.length > MAX_LINE_CHARS) throw tooLong();
    let out = '';
    for (const raw of lines) {
      if (raw.length > MAX_LINE_CHARS) throw tooLong();
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === '') continue;
      if (positions.length === 0) {
        readHeader(line);
        continue;
      }
      const row = rowOf(line);
      if (row === null) continue;
      progress.lines += 1;
      out += `${row}\n`;
    }
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        progress.bytes += chunk.length;
        if (!decoder) {
          pendingHeader.push(chunk);
          const head = Buffer.concat(pendingHeader);
          const end = head.indexOf(NEWLINE);
          if (end < 0 && head.length < 64 * 1024) return done();
          decoder = new StringDecoder(encodingOf(head.subarray(0, end < 0 ? head.length : end)));
          pendingHeader = [];
          return done(null, rowsOf(decoder.write(head), false));
        }
        done(null, rowsOf(decoder.write(chunk), false));
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
    flush(done: TransformCallback) {
      try {
        const tail = decoder ? decoder.end() : new StringDecoder(encodingOf(Buffer.concat(pendingHeader))).end(Buffer.concat(pendingHeader));
        const out = rowsOf(tail, true);
        if (positions.length === 0) throw new DirectoryFileError('Ce fichier est vide : l’extraction RPPS commence par une ligne d’en-tête.');
        done(null, out);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
}
