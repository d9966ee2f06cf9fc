import { jobLabelIn, type SiteVariant } from '@canal/contracts';

export interface JobCount {
  job: string | null;
  total: number;
}

export interface JobFigure {
  label: string;
  value: number;
  link: string | null;
}

const ACCOUNTS = '/staff/account/list';

/**
 * Members by profession as staff read it: one line per label, since several job codes share one
 * ('Médecin' is md, x2 and es10), the largest first, `limit` lines at most. A label of one code
 * opens the list filtered on that code; one of several opens the list searched by the label, which
 * finds every code whose label contains it (the accounts search's alsoMatching).
 */
export function jobFigures(counts: readonly JobCount[], variant: SiteVariant, limit: number): JobFigure[] {
  const byLabel = new Map<string, { value: number; codes: Set<string | null> }>();
  for (const { job, total } of counts) {
    const label = job ? jobLabelIn(variant, job) : 'Non renseignée';
    const entry = byLabel.get(label) ?? { value: 0, codes: new Set<string | null>() };
    entry.value += total;
    entry.codes.add(job);
    byLabel.set(label, entry);
  }
  return [...byLabel.entries()]
    .sort(([labelA, a], [labelB, b]) => b.value - a.value || labelA.localeCompare(labelB, 'fr'))
    .slice(0, limit)
    .map(([label, { value, codes }]) => {
      const [only] = [...codes];
      const link = codes.size > 1 ? `${ACCOUNTS}?f_q=${encodeURIComponent(label)}` : only ? `${ACCOUNTS}?f_job=${encodeURIComponent(only)}` : null;
      return { label, value, link };
    });
}
