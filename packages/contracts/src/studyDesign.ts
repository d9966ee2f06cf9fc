/**
 * The design of a study an answer cites (issue 34 §1), from PubMed's publication types and MeSH
 * headings (the chat service classifies, services/chat/src/pubmed/studyDesign.ts), on one scale from
 * the strongest to the weakest. The reference list's badges and the answer's 'Niveau de preuve' line
 * are computed here from that data, never from the model's words: the service writes the line in the
 * answer's Markdown, and the page draws the same line from `metadata.references`.
 */

/** Strongest first: the order is the scale. */
export const STUDY_DESIGNS = [
  'meta_analysis',
  'systematic_review',
  'randomized_trial',
  'guideline',
  'clinical_trial',
  'cohort',
  'case_control',
  'observational',
  'case_series',
  'narrative_review',
  'opinion',
  'other',
] as const;
export type StudyDesign = (typeof STUDY_DESIGNS)[number];

export const STUDY_DESIGN_LABELS: Record<StudyDesign, string> = {
  meta_analysis: 'Méta-analyse',
  systematic_review: 'Revue systématique',
  randomized_trial: 'Essai randomisé',
  guideline: 'Recommandation',
  clinical_trial: 'Essai non randomisé',
  cohort: 'Étude de cohorte',
  case_control: 'Étude cas-témoins',
  observational: 'Étude observationnelle',
  case_series: 'Série de cas',
  narrative_review: 'Revue narrative',
  opinion: 'Éditorial ou avis',
  other: 'Type non précisé',
};

/** The same with its article, for the sentence ('repose au mieux sur une méta-analyse'). */
const WITH_ARTICLE: Record<StudyDesign, string> = {
  meta_analysis: 'une méta-analyse',
  systematic_review: 'une revue systématique',
  randomized_trial: 'un essai randomisé',
  guideline: 'une recommandation',
  clinical_trial: 'un essai non randomisé',
  cohort: 'une étude de cohorte',
  case_control: 'une étude cas-témoins',
  observational: 'une étude observationnelle',
  case_series: 'une série de cas',
  narrative_review: 'une revue narrative',
  opinion: 'un éditorial ou un avis',
  other: 'une étude de type non précisé',
};

/** Designs that cannot found a conclusion alone: no comparison, or no method to find and weigh the studies. */
export const WEAK_STUDY_DESIGNS: ReadonlySet<StudyDesign> = new Set(['case_series', 'narrative_review', 'opinion', 'other']);

/** Fewer studies than this, and the answer says it rests on few. */
export const EVIDENCE_MIN_STUDIES = 3;

export const EVIDENCE_TEXTS = {
  heading: 'Niveau de preuve',
  weakOnly: 'repose uniquement sur des études de faible niveau',
  fewStudies: `moins de ${EVIDENCE_MIN_STUDIES} études`,
} as const;

export const strongerDesign = (a: StudyDesign, b: StudyDesign): StudyDesign => (STUDY_DESIGNS.indexOf(a) <= STUDY_DESIGNS.indexOf(b) ? a : b);

/** What an answer's evidence rests on: the references this run's searches returned, retracted ones left out. */
export interface EvidenceSummary {
  /** Null when no cited study could be checked. */
  strongest: StudyDesign | null;
  studies: number;
  weakOnly: boolean;
  few: boolean;
}

export function evidenceSummary(references: readonly { status: string; design?: StudyDesign | undefined }[]): EvidenceSummary {
  const designs = references.filter((reference) => reference.status === 'verified').map((reference) => reference.design ?? 'other');
  const strongest = designs.length === 0 ? null : designs.reduce(strongerDesign);
  return {
    strongest,
    studies: designs.length,
    weakOnly: designs.length > 0 && designs.every((design) => WEAK_STUDY_DESIGNS.has(design)),
    few: designs.length < EVIDENCE_MIN_STUDIES,
  };
}

/**
 * The answer's footer line, after 'Niveau de preuve : ' — 'repose au mieux sur une méta-analyse
 * (2 études citées) ; moins de 3 études.' — or null for an answer that cites nothing.
 */
export function evidenceText(references: readonly { status: string; design?: StudyDesign | undefined }[]): string | null {
  if (references.length === 0) return null;
  const summary = evidenceSummary(references);
  if (!summary.strongest) return 'aucune des études citées n’a pu être vérifiée dans les recherches de cette réponse.';
  const counted = summary.studies === 1 ? '1 étude citée' : `${summary.studies} études citées`;
  const warnings = [summary.weakOnly ? EVIDENCE_TEXTS.weakOnly : '', summary.few ? EVIDENCE_TEXTS.fewStudies : ''].filter(Boolean);
  return `repose au mieux sur ${WITH_ARTICLE[summary.strongest]} (${counted})${warnings.map((warning) => ` ; ${warning}`).join('')}.`;
}
