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
