/** Job codes of the first site variant (spec 000 section 3). */
export const JOB_LABELS: Record<string, string> = {
  md: 'Médecin',
  ph: 'Pharmacien',
  in: 'Infirmier(e)',
  int: 'Interne',
  x1: 'Interne',
  x2: 'Médecin',
  x3: 'Infirmier(e)',
  x4: 'Pharmacien',
  x5: 'Interne sans RPPS',
  x6: 'Autre professionnel de santé',
  x7: 'Préparateur en pharmacie',
  lb: 'Collaborateur du laboratoire',
  au: 'Autre',
  es10: 'Médecin',
  es60: 'Infirmier(e)',
  st: 'Étudiant(e)',
};

export function jobLabel(code: string | null | undefined): string {
  return (code && JOB_LABELS[code]) || '';
}

export type SiteVariant = 'one' | 'two';

/**
 * The professions staff may give an account, per site variant (spec 000 section 3): the first
 * addresses two audiences (md, ph, in, int, x5, x7; then x2, x4, x3, lb); the other has md, x2
 * (doctor without RPPS), ph, in, x1 (intern) and lb. Both keep the registration codes (es10, es60,
 * st) and the 'other' jobs that need a precision.
 */
const VARIANT_JOBS: Record<SiteVariant, readonly string[]> = {
  one: ['md', 'ph', 'in', 'int', 'x5', 'x7', 'x2', 'x4', 'x3', 'lb', 'x6', 'au', 'es10', 'es60', 'st'],
  two: ['md', 'x2', 'ph', 'in', 'x1', 'lb', 'x6', 'au', 'es10', 'es60', 'st'],
};

/** Where the second variant names a code differently. */
const VARIANT_TWO_LABELS: Record<string, string> = { x2: 'Médecin sans RPPS' };

export function jobLabelIn(variant: SiteVariant, code: string): string {
  return (variant === 'two' ? VARIANT_TWO_LABELS[code] : undefined) ?? jobLabel(code);
}

/**
 * The professions a visitor chooses from, one per name (the variant's first code for it) and no code
 * shown: 'Médecin', 'Pharmacien'..., as the contact form of the second variant asks them.
 */
export function professionOptions(variant: SiteVariant): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (const code of VARIANT_JOBS[variant]) {
    const label = jobLabelIn(variant, code);
    if (!options.some((option) => option.label === label)) options.push({ value: code, label });
  }
  return options;
}

/**
 * What tells apart, in plain words, the codes that share a name (spec 000 section 3): the second
 * audience's doctor, pharmacist and nurse, and the jobs given at registration. Never the code itself.
 */
const SAME_NAME_HINTS: Record<string, string> = {
  x2: 'second public',
  x3: 'second public',
  x4: 'second public',
  es10: 'inscription en ligne',
  es60: 'inscription en ligne',
};

/** The variant's jobs as select options; a label shared by several codes says which one it is ('Médecin (second public)'), the first of them plain. */
export function jobOptions(variant: SiteVariant): { value: string; label: string }[] {
  const codes = VARIANT_JOBS[variant];
  const labels = codes.map((code) => jobLabelIn(variant, code));
  return codes.map((code, index) => {
    const label = labels[index];
    const first = labels.indexOf(label) === index;
    const hint = SAME_NAME_HINTS[code];
    return { value: code, label: first || !hint ? label : `${label} (${hint})` };
  });
}
