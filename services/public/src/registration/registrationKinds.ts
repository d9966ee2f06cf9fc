import type { FormCall } from '@canal/service-core';
import { registrationFailure } from './registrationFailure';

/** The three entries of step 1, posted as the form's `?view=`. */
export const REGISTRATION_VIEWS = ['rpps', 'adeli', 'norpps'] as const;
export type RegistrationView = (typeof REGISTRATION_VIEWS)[number];

/** accountKind of the spec's payload: with a registry number (RPPS or ADELI) or without. */
export type AccountKind = 'rpps' | 'norpps';

export const JOB_DOCTOR = 'es10';
export const JOB_NURSE = 'es60';
export const JOB_PHARMACIST = 'ph';
export const JOB_STUDENT = 'st';

export const REGISTRATION_JOBS = [
  { value: JOB_DOCTOR, label: 'Médecin' },
  { value: JOB_NURSE, label: 'Infirmier(e)' },
  { value: JOB_STUDENT, label: 'Étudiant(e)' },
];

/**
 * The professions of the RPPS entry: each one the directory names by its 'Code profession' (10
 * médecin, 21 pharmacien, 60 infirmier: directoryVerdict's PROFESSION_OF_JOB) and the site has a job
 * for. The directory then verifies the number for the profession chosen.
 */
export const RPPS_JOBS = [
  { value: JOB_DOCTOR, label: 'Médecin' },
  { value: JOB_PHARMACIST, label: 'Pharmacien' },
  { value: JOB_NURSE, label: 'Infirmier(e)' },
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

/** The job fixed by the entry (an ADELI number here is a nurse's); null when the user picks it. */
export function fixedJob(view: RegistrationView): string | null {
  return view === 'adeli' ? JOB_NURSE : null;
}

/** The job the form starts with, and the one of a post that names none (a client of the days the RPPS entry meant a doctor). */
export function startingJob(view: RegistrationView): string {
  if (view === 'rpps') return JOB_DOCTOR;
  return fixedJob(view) ?? JOB_STUDENT;
}
