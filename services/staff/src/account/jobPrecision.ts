import type { FormValues, RequiredPrecision } from '@canal/contracts';
import type { UserRow } from '@canal/service-core';
import { JOBS_NEEDING_PRECISION } from './accountOptions';
import { textOf } from './accountValues';

export const JOB_PRECISION: RequiredPrecision = {
  id: 'precision_0',
  label: 'Précisez votre profession',
  values: [],
  validators: ['alphaNum'],
  maxLength: 64,
};

/** 'Autre' jobs need a precision, asked again only when the job changes or none is stored. */
export function jobPrecisions(stored: UserRow | null, values: FormValues): RequiredPrecision[] {
  const job = textOf(values.accountJob);
  if (!JOBS_NEEDING_PRECISION.includes(job)) return [];
  if (stored && stored.job === job && stored.jobPrecision) return [];
  return [JOB_PRECISION];
}

/** The job precision to store: the new answer, the kept one, or null for a job that needs none. */
export function jobPrecisionToStore(stored: UserRow | null, values: FormValues, answers: Record<string, string>): string | null {
  const job = textOf(values.accountJob);
  if (!JOBS_NEEDING_PRECISION.includes(job)) return null;
  return answers[JOB_PRECISION.id] ?? stored?.jobPrecision ?? null;
}
