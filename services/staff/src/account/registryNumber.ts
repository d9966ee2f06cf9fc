import { validateField, type FormField, type FormValues } from '@canal/contracts';
import { formText, type UserRow } from '@canal/service-core';

/** The category the profession turns on for every job that has no free-text precision. */
export const REGISTRY_CATEGORY = 'registryNumber';

/** An RPPS (11 digits) or ADELI (9 digits) number, as job_precision keeps it for the jobs without a precision. */
const REGISTRY_NUMBER = /^[0-9]{9}([0-9]{2})?$/;

/**
 * The registry number given at registration, which staff see and may correct: job_precision holds
 * it (registrationForm), or the free-text precision of the jobs 'au' and 'x6', which hide this field.
 */
export const registryNumberField: FormField = {
  id: 'accountRegistryNumber',
  label: 'Numéro RPPS ou ADELI',
  type: 'text',
  validators: ['num'],
  canBe: 'empty',
  maxLength: 11,
  category: REGISTRY_CATEGORY,
  helperText: 'RPPS : 11 chiffres ; ADELI : 9 chiffres. Vide s’il n’y en a pas.',
  sizes: { xs: 12, md: 6 },
};

/** The stored number ('' when job_precision holds a precision or nothing). */
export const registryNumberOf = (row: UserRow): string => (row.jobPrecision && REGISTRY_NUMBER.test(row.jobPrecision) ? row.jobPrecision : '');

/** What the shared validators say of a typed number: an RPPS's key checked (validators 'rpps'), an ADELI's nine digits. */
export function registryNumberProblem(values: FormValues): string | null {
  const number = formText(values[registryNumberField.id]);
  if (number === '' || number.length === 9) return null;
  if (number.length === 11) return validateField({ ...registryNumberField, validators: ['rpps'] }, number);
  return `Le champ « ${registryNumberField.label} » doit compter 11 chiffres (RPPS) ou 9 (ADELI)`;
}

/**
 * job_precision after a save for a job without precision: the number typed when the form showed the
 * field, the stored one otherwise (a save never drops what it did not show).
 */
export function registryNumberToStore(stored: UserRow | null, values: FormValues): string | null {
  if (registryNumberField.id in values) return formText(values[registryNumberField.id]) || null;
  return (stored && registryNumberOf(stored)) || null;
}
