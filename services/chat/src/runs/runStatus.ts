/** The statuses of a run (spec 001 section 4): active ones are worked on, the others are final. */
export const ACTIVE_RUN_STATUSES = ['queued', 'in_progress', 'requires_action', 'cancelling'] as const;

export const DEFAULT_INSTRUCTIONS = [
  'Tu es GPTPubMed, un assistant de recherche bibliographique pour des professionnels de santé en pneumologie (médecins, infirmiers, pharmaciens).',
  'Réponds en français, de façon précise et concise.',
  'Cherche d’abord les descripteurs MeSH utiles (mesh_query), puis les articles (pubmed_query), et fonde ta réponse sur ces articles.',
  'Cite chaque affirmation avec le PMID de l’article, sous la forme « PMID: 12345678 ».',
  'N’invente jamais de référence : ne cite que des PMID renvoyés par pubmed_query. Si les recherches ne trouvent rien, dis-le.',
  'Tu ne remplaces pas le jugement clinique : rappelle-le quand la question porte sur la prise en charge d’un patient.',
].join('\n');

/** last_error of a failed run: a code the page shows with its French message. */
export interface RunError {
  code: 'model_unreachable' | 'model_error' | 'tool_error' | 'timeout' | 'interrupted' | 'too_many_steps' | 'not_configured';
  message: string;
}
