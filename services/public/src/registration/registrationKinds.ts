import type { FormCall } from '@canal/service-core';
import { registrationFailure } from './registrationFailure';

/** The three entries of step 1, posted as the form's `?view=`. */
export const REGISTRATION_VIEWS = ['rpps', 'adeli', 'norpps'] as const;
export type RegistrationView = (typeof REGISTRATION_VIEWS)[number];

/** accountKind of the spec's payload: with a registry number (RPPS or ADELI) or without. */
export type AccountKind = 'rpps' | 'norpps';

export const JOB_DOCTOR = 'es10';
export const JOB_NURSE = 'es60';
export const JOB_STUDENT = 'st';

export const REGISTRATION_JOBS = [
  { value: JOB_DOCTOR, label: 'Médecin' },
  { value: JOB_NURSE, label: 'Infirmier(e)' },
  { value: JOB_STUDENT, label: 'Étudiant(e)' },
];

const isView = (value: string): value is RegistrationView => (REGISTRATION_VIEWS as readonly string[]).includes(value);

/**
 * The entry chosen at step 1. Without a view, or when the body says 'norpps', the registration
 * counts as one without a registry number: the captcha is then required.
 */
export function registrationView(call: FormCall): RegistrationView {
  const postedKind = call.body?.accountKind;
  if (postedKind !== undefined && postedKind !== 'rpps' && postedKind !== 'norpps') throw registrationFailure(400, 'unknown_kind');
  if (call.view === null || postedKind === 'norpps') return 'norpps';
  if (!isView(call.view)) throw registrationFailure(400, 'unknown_kind');
  return call.view;
}

export const kindOf = (view: RegistrationView): AccountKind => (view === 'norpps' ? 'norpps' : 'rpps');

/** The job fixed by the entry (a registry number says the profession); null when the user picks it. */
export function fixedJob(view: RegistrationView): string | null {
  if (view === 'rpps') return JOB_DOCTOR;
  if (view === 'adeli') return JOB_NURSE;
  return null;
}
