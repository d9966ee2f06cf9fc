import { strongerDesign, type StudyDesign } from '@canal/contracts';

/**
 * PubMed's publication types (the NLM's list) and the MeSH study-design headings, each to its place on
 * the scale of STUDY_DESIGNS. Headings 'as Topic' (an article about trials) are not the article's design.
 */
const FROM_PUBLICATION_TYPE: Record<string, StudyDesign> = {
  'Meta-Analysis': 'meta_analysis',
  'Network Meta-Analysis': 'meta_analysis',
  'Systematic Review': 'systematic_review',
  'Randomized Controlled Trial': 'randomized_trial',
  'Equivalence Trial': 'randomized_trial',
  'Practice Guideline': 'guideline',
  Guideline: 'guideline',
  'Consensus Development Conference': 'guideline',
  'Consensus Development Conference, NIH': 'guideline',
  'Clinical Trial': 'clinical_trial',
  'Clinical Trial, Phase I': 'clinical_trial',
  'Clinical Trial, Phase II': 'clinical_trial',
  'Clinical Trial, Phase III': 'clinical_trial',
  'Clinical Trial, Phase IV': 'clinical_trial',
  'Controlled Clinical Trial': 'clinical_trial',
  'Pragmatic Clinical Trial': 'clinical_trial',
  'Adaptive Clinical Trial': 'clinical_trial',
  'Observational Study': 'observational',
  'Case Reports': 'case_series',
  Review: 'narrative_review',
  'Scoping Review': 'narrative_review',
  Editorial: 'opinion',
  Comment: 'opinion',
  Letter: 'opinion',
};

const FROM_MESH_HEADING: Record<string, StudyDesign> = {
  'Cohort Studies': 'cohort',
  'Prospective Studies': 'cohort',
  'Retrospective Studies': 'cohort',
  'Longitudinal Studies': 'cohort',
  'Follow-Up Studies': 'cohort',
  'Case-Control Studies': 'case_control',
  'Cross-Sectional Studies': 'observational',
};

/** The strongest design an article's publication types and MeSH headings say; 'other' when none says one. */
export function studyDesignOf(publicationTypes: readonly string[], meshHeadings: readonly string[]): StudyDesign {
  const designs = [
    ...publicationTypes.flatMap((type) => FROM_PUBLICATION_TYPE[type] ?? []),
    ...meshHeadings.flatMap((heading) => FROM_MESH_HEADING[heading] ?? []),
  ];
  return designs.length === 0 ? 'other' : designs.reduce(strongerDesign);
}
