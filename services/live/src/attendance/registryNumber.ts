/**
 * The member's registry number as the certificate prints it. Registration keeps the number typed in
 * `users.job_precision` (services/public registrationFields: 11 digits for RPPS, 9 for a nurse's
 * ADELI); the same column holds free text for other professions, which is no registry number.
 */
export function registryNumberOf(jobPrecision: string | null): string {
  const digits = (jobPrecision ?? '').replace(/\s/g, '');
  if (/^\d{11}$/.test(digits)) return `RPPS ${digits}`;
  if (/^\d{9}$/.test(digits)) return `ADELI ${digits}`;
  return '';
}
