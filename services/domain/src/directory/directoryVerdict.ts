import { eq, sql } from 'drizzle-orm';
import { type Database, schema } from '@canal/service-core';
import { sameName } from './personName';

const { rppsDirectory } = schema;

/** Which registry the number belongs to: 'Type d'identifiant PP' 8 (RPPS, 11 digits) or 0 (ADELI, 9 digits). */
export type RegistryKind = 'rpps' | 'adeli';

const ID_TYPE: Record<RegistryKind, string> = { rpps: '8', adeli: '0' };
const KIND_NAME: Record<RegistryKind, string> = { rpps: 'RPPS', adeli: 'ADELI' };

/** The directory's profession ('Code profession') each job stands for; `student`: an intern, category E ('Étudiant'). */
const PROFESSION_OF_JOB: Record<string, { code: string; student: boolean }> = {
  es10: { code: '10', student: false },
  md: { code: '10', student: false },
  x2: { code: '10', student: false },
  int: { code: '10', student: true },
  x1: { code: '10', student: true },
  es60: { code: '60', student: false },
  in: { code: '60', student: false },
  x3: { code: '60', student: false },
  ph: { code: '21', student: false },
  x4: { code: '21', student: false },
};

const STUDENT_CATEGORY = 'E';

export interface RegistryClaim {
  kind: RegistryKind;
  number: string;
  lastname: string;
  firstname: string;
  /** The job chosen at registration (es10, ph or es60 for the RPPS entry, es60 for the ADELI one). */
  job: string;
}

export interface DirectoryVerdict {
  /** The number exists, under this name, for this profession: the account may open at once. */
  verified: boolean;
  /** For staff, in French: 'RPPS vérifié', 'RPPS inconnu', 'nom différent : DURAND Lucie', 'profession : pharmacien'. */
  verdict: string;
}

type Listed = typeof rppsDirectory.$inferSelect;

function professionFits(row: Listed, job: string): boolean {
  const wanted = PROFESSION_OF_JOB[job];
  return wanted !== undefined && row.professionCode === wanted.code && (row.categoryCode === STUDENT_CATEGORY) === wanted.student;
}

function professionText(row: Listed): string {
  const label = row.professionLabel.toLowerCase() || `code ${row.professionCode}`;
  return row.categoryCode === STUDENT_CATEGORY ? `${label} (étudiant)` : label;
}

/**
 * What the directory says of a registration's number (one line per activity: a person may have
 * several, and one fitting line is enough). Never throws for what the person typed: every outcome is
 * a verdict staff can read, and only a full match verifies.
 */
export async function directoryVerdict(db: Database, claim: RegistryClaim): Promise<DirectoryVerdict> {
  const name = KIND_NAME[claim.kind];
  const rows = await db
    .select()
    .from(rppsDirectory)
    .where(eq(rppsDirectory.nationalId, `${ID_TYPE[claim.kind]}${claim.number.trim()}`));
  if (rows.length === 0) {
    const [any] = await db
      .select({ one: sql<number>`1` })
      .from(rppsDirectory)
      .limit(1);
    return { verified: false, verdict: any ? `${name} inconnu` : 'annuaire RPPS non importé' };
  }
  const named = rows.filter((row) => sameName(claim.lastname, row.lastname) && (row.firstname === '' || sameName(claim.firstname, row.firstname)));
  if (named.length === 0) return { verified: false, verdict: `nom différent : ${rows[0].lastname} ${rows[0].firstname}`.trim() };
  if (named.some((row) => professionFits(row, claim.job))) return { verified: true, verdict: `${name} vérifié` };
  return { verified: false, verdict: `profession : ${professionText(named[0])}` };
}
