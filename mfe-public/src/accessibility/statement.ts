import checklistFile from './checklist.json';
import axeFile from './axeResults.json';

export type CriterionStatus = 'C' | 'NC' | 'NA';

export interface Criterion {
  id: string;
  title: string;
  status: CriterionStatus;
  /** 'axe': measured by the accessibility journey; 'manuel': checked by hand. */
  source: 'axe' | 'manuel';
  note?: string;
  alternative?: string;
}

export interface Checklist {
  entity: string;
  site: string;
  referential: string;
  criteriaTotal: number;
  audit: { date: string; by: string; method: string; technologies: string[]; environment: string[]; tools: string[] };
  criteria: Criterion[];
  exemptions: { title: string; reason: string }[];
  derogations: { title: string; reason: string }[];
}

/** What e2e/journeys/accessibility.spec.ts writes: per role and screen size, the pages read and axe's violations ("path rule: target"). */
export interface AxeResults {
  measuredAt: string | null;
  tags: string[];
  runs: { role: string; width: number; height: number; pages: string[]; violations: string[] }[];
}

export type ConformityLevel = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

export interface Statement {
  checklist: Checklist;
  axe: AxeResults;
  level: ConformityLevel;
  /** Share of the applicable criteria respected, in percent (rounded down), over the criteria assessed. */
  rate: number | null;
  assessed: number;
  /** Whether every criterion of the referential was assessed: without it, the law's answer is 'non conforme'. */
  complete: boolean;
  /** Criteria an axe rule stands for are failing when the last measure found violations. */
  nonConformities: Criterion[];
  pagesChecked: string[];
}

/**
 * The statement's figures, following the RGAA: 'totalement conforme' when every criterion is
 * respected, 'partiellement conforme' from 50 %, 'non conforme' below, or when no complete audit
 * measures them (a partial checklist is not one). A criterion measured by axe is respected only
 * while the last journey found no violation.
 */
export function buildStatement(checklist: Checklist, axe: AxeResults): Statement {
  const axeClean = axe.measuredAt !== null && axe.runs.every((run) => run.violations.length === 0);
  const criteria = checklist.criteria.map((criterion): Criterion =>
    criterion.source === 'axe' && criterion.status === 'C' && !axeClean
      ? {
          ...criterion,
          status: 'NC',
          note: axe.measuredAt === null ? 'Pas encore mesuré par les tests automatiques.' : 'Les derniers tests automatiques ont relevé des erreurs.',
        }
      : criterion,
  );
  const applicable = criteria.filter((criterion) => criterion.status !== 'NA');
  const respected = applicable.filter((criterion) => criterion.status === 'C').length;
  const rate = applicable.length === 0 ? null : Math.floor((respected / applicable.length) * 100);
  const complete = criteria.length >= checklist.criteriaTotal;
  const level: ConformityLevel = !complete || rate === null || rate < 50 ? 'non conforme' : rate === 100 ? 'totalement conforme' : 'partiellement conforme';
  return {
    checklist,
    axe,
    level,
    rate,
    assessed: criteria.length,
    complete,
    nonConformities: criteria.filter((criterion) => criterion.status === 'NC'),
    pagesChecked: [...new Set(axe.runs.flatMap((run) => run.pages))].sort(),
  };
}

/** The statement as the repository holds it now. */
export const statement = buildStatement(checklistFile as Checklist, axeFile);
