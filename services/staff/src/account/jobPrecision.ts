import type { FormValues, RequiredPrecision } from '@canal/contracts';
import type { UserRow } from '@canal/service-core';
import { JOBS_NEEDING_PRECISION } from './accountOptions';
import { textOf } from './accountValues';
import { registryNumberToStore } from './registryNumber';

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

/**
 * job_precision to store: for 'Autre' jobs the new answer or the kept one; for the others the
 * registry number (registryNumber.ts). Without the profession in the post, what was stored.
 */
export function jobPrecisionToStore(stored: UserRow | null, values: FormValues, answers: Record<string, string>): string | null {
  if (!('accountJob' in values)) return stored?.jobPrecision ?? null;
  const job = textOf(values.accountJob);
  if (!JOBS_NEEDING_PRECISION.includes(job)) return registryNumberToStore(stored, values);
  return answers[JOB_PRECISION.id] ?? stored?.jobPrecision ?? null;
}
