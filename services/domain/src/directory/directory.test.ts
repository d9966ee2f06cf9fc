import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import type { OpenedContext } from '@canal/service-core';
import { createTestContext } from '@canal/service-core/testing';
import { directoryVerdict, type RegistryClaim } from './directoryVerdict';
import { DirectoryFileError } from './directoryRows';
import { importDirectory } from './importDirectory';
import { SAMPLE_DIRECTORY_FILE } from './sampleDirectory';

let opened: OpenedContext;
beforeAll(async () => {
  opened = await createTestContext();
});
afterAll(() => opened.close());

const progress = () => ({ bytes: 0, lines: 0 });
const doctor = (overrides: Partial<RegistryClaim> = {}): RegistryClaim => ({
  kind: 'rpps',
  number: '10003456786',
  lastname: 'Martin',
  firstname: 'Camille',
  job: 'es10',
  ...overrides,
});
const verdict = (claim: RegistryClaim) => directoryVerdict(opened.ctx.db, claim);

describe('the RPPS directory', () => {
  it('says so while no extraction was imported', async () => {
    expect(await verdict(doctor())).toEqual({ verified: false, verdict: 'annuaire RPPS non importé' });
  });

  it('imports the sample extraction (one row per line of activity) and verifies a doctor by number, name and profession', async () => {
    const read = progress();
    expect(await importDirectory(opened.ctx, createReadStream(SAMPLE_DIRECTORY_FILE), read)).toBe(9);
    expect(read.bytes).toBe((await readFile(SAMPLE_DIRECTORY_FILE)).length);
    expect(await verdict(doctor())).toEqual({ verified: true, verdict: 'RPPS vérifié' });
    // Accents, case, hyphens and compound names written otherwise.
    expect(await verdict(doctor({ number: '10004567896', lastname: 'Lefevre Dupre', firstname: 'jean baptiste' }))).toMatchObject({ verified: true });
    expect(await verdict(doctor({ number: '10008901232', lastname: 'de La Tour d’Auvergne', firstname: 'Marie Claire' }))).toMatchObject({ verified: true });
    // Two lines of activity for one person: one is enough.
    expect(await verdict(doctor({ number: '10101010105', lastname: 'DURAND', firstname: 'Lucie' }))).toMatchObject({ verified: true });
    // A nurse's ADELI number, under its own identifier type.
    expect(await verdict({ kind: 'adeli', number: '691234561', lastname: 'Rousseau', firstname: 'Elodie', job: 'es60' })).toEqual({
      verified: true,
      verdict: 'ADELI vérifié',
    });
  });

  it('keeps the account pending with the reason staff read', async () => {
    expect(await verdict(doctor({ number: '10000000009' }))).toEqual({ verified: false, verdict: 'RPPS inconnu' });
    expect(await verdict(doctor({ lastname: 'Dupont' }))).toEqual({ verified: false, verdict: 'nom différent : MARTIN Camille' });
    expect(await verdict(doctor({ number: '10005678908', lastname: 'Moreau', firstname: 'Hélène' }))).toEqual({
      verified: false,
      verdict: 'profession : pharmacien',
    });
    expect(await verdict(doctor({ number: '10007890121', lastname: 'Garnier', firstname: 'Théo' }))).toEqual({
      verified: false,
      verdict: 'profession : médecin (étudiant)',
    });
    // An RPPS number is not an ADELI one.
    expect(await verdict({ kind: 'adeli', number: '10006789019', lastname: 'N’Diaye', firstname: 'Aïssatou', job: 'es60' })).toEqual({
      verified: false,
      verdict: 'ADELI inconnu',
    });
  });

  it('replaces the directory without a gap: lookups read the previous one until the new one is swapped in', async () => {
    const header = (await readFile(SAMPLE_DIRECTORY_FILE, 'utf8')).split('\n')[0];
    const nextMonth = new PassThrough();
    const loading = importDirectory(opened.ctx, nextMonth, progress());
    nextMonth.write(`${header}\n`);
    nextMonth.write(`8|10101010105|810101010105|DR|Docteur|MME|Madame|DURAND|Lucie|10|Médecin|C|Civil|${'|'.repeat(43)}\n`);
    // Half-way through the load, the previous month's directory still answers.
    expect(await verdict(doctor())).toMatchObject({ verified: true });
    nextMonth.end();
    expect(await loading).toBe(1);
    expect(await verdict(doctor())).toEqual({ verified: false, verdict: 'RPPS inconnu' });
    expect(await verdict(doctor({ number: '10101010105', lastname: 'Durand', firstname: 'Lucie' }))).toMatchObject({ verified: true });
  });

  it('refuses a file that is not the extraction, in French, and keeps the directory', async () => {
    const wrong = importDirectory(opened.ctx, Readable.from([Buffer.from('nom;prenom;rpps\nDurand;Lucie;10101010105\n')]), progress());
    await expect(wrong).rejects.toThrow(DirectoryFileError);
    await expect(importDirectory(opened.ctx, Readable.from([Buffer.from('nom;prenom\n')]), progress())).rejects.toThrow(
      'Ce fichier n’est pas l’extraction RPPS attendue : la colonne « Identification nationale PP » manque à sa première ligne.',
    );
    expect(await verdict(doctor({ number: '10101010105', lastname: 'Durand', firstname: 'Lucie' }))).toMatchObject({ verified: true });
  });

  it('refuses a line longer than 64 Kio at once, instead of joining a 60 MB line for minutes', async () => {
    const header = (await readFile(SAMPLE_DIRECTORY_FILE, 'utf8')).split('\n')[0];
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    // A file of 1 GB with no newline after its header: read until the cap, then given up.
    const endless = new Readable({
      read() {
        sent += 1;
        this.push(sent === 1 ? Buffer.from(`${header}\n`) : sent < 16_384 ? chunk : null);
      },
    });
    const load = importDirectory(opened.ctx, endless, progress());
    await expect(load).rejects.toThrow(
      'Ce fichier n’est pas l’extraction RPPS attendue : une de ses lignes dépasse 65536 caractères. L’annuaire n’a pas été remplacé.',
    );
    expect(sent).toBeLessThan(10);
    expect(await verdict(doctor({ number: '10101010105', lastname: 'Durand', firstname: 'Lucie' }))).toMatchObject({ verified: true });
  });

  it('reads an older extraction written in Latin-1', async () => {
    const text = (await readFile(SAMPLE_DIRECTORY_FILE, 'utf8')).replace(/\r/g, '');
    expect(await importDirectory(opened.ctx, Readable.from([Buffer.from(text, 'latin1')]), progress())).toBe(9);
    expect(await verdict(doctor({ number: '10005678908', lastname: 'Moreau', firstname: 'Hélène', job: 'ph' }))).toMatchObject({ verified: true });
  });
});
