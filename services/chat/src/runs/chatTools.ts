import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { STUDY_DESIGN_LABELS, WEAK_STUDY_DESIGNS } from '@canal/contracts';
import type { ServiceContext } from '@canal/service-core';
import { meshQuery, pubmedQuery, type PubmedArticle } from '../pubmed/searches';

/** The two functions the model may call (spec 001 section 3 "Tool names"). */
export const CHAT_TOOLS: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: 'mesh_query',
      description:
        'Cherche les descripteurs MeSH d’un terme médical (identifiant, terme préféré, définition, numéros d’arborescence) pour construire une requête PubMed précise.',
      parameters: { type: 'object', properties: { term: { type: 'string', description: 'Terme médical, en anglais de préférence.' } }, required: ['term'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'pubmed_query',
      description:
        'Cherche des articles dans PubMed ; renvoie pour chacun le PMID, le titre, les auteurs, la revue, l’année, le DOI, le résumé et le type d’étude (design) tiré des types de publication et des MeSH de PubMed.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Requête PubMed (mots-clés, descripteurs MeSH, opérateurs booléens).' },
          max_results: { type: 'integer', minimum: 1, maximum: 10, description: 'Nombre d’articles (5 par défaut).' },
        },
        required: ['query'],
      },
    },
  },
];

const meshArgs = z.object({ term: z.string().trim().min(1).max(300) });
const pubmedArgs = z.object({ query: z.string().trim().min(1).max(1000), max_results: z.number().int().min(1).max(10).optional() });

/** What a tool answered: the JSON given back to the model, and the articles it found (for citations). */
export interface ToolOutcome {
  content: string;
  articles: PubmedArticle[];
}

/**
 * An article as the model reads it: its design (from PubMed's publication types and MeSH, as the
 * reference list shows it) for the model to weigh, and a retracted one says so in its own entry, with
 * what to do, so that the warning travels with the article whatever the model does with the list.
 */
export function articleForModel({ retractionNotice, publicationTypes, design, ...fields }: PubmedArticle) {
  const article = { ...fields, publication_types: publicationTypes, design: STUDY_DESIGN_LABELS[design], weak_design: WEAK_STUDY_DESIGNS.has(design) };
  if (!article.retracted) return article;
  const notice = retractionNotice?.pmid ? ` (avis de rétractation : PMID ${retractionNotice.pmid})` : '';
  return {
    ...article,
    retraction_notice_pmid: retractionNotice?.pmid ?? null,
    warning: `ARTICLE RÉTRACTÉ${notice} : ne fonde aucune affirmation sur cet article ; si tu le mentionnes, dis qu’il a été rétracté.`,
  };
}

function parseArguments(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Runs one call of the model. Bad arguments or an unknown function are answered to the model, which may try again. */
export async function runTool(ctx: ServiceContext, name: string, rawArguments: string): Promise<ToolOutcome> {
  const args = parseArguments(rawArguments);
  if (name === 'mesh_query') {
    const parsed = meshArgs.safeParse(args);
    if (!parsed.success) return { content: JSON.stringify({ error: 'Argument « term » manquant ou invalide.' }), articles: [] };
    return { content: JSON.stringify({ descriptors: await meshQuery(ctx, parsed.data.term) }), articles: [] };
  }
  if (name === 'pubmed_query') {
    const parsed = pubmedArgs.safeParse(args);
    if (!parsed.success) return { content: JSON.stringify({ error: 'Argument « query » manquant ou invalide.' }), articles: [] };
    const articles = await pubmedQuery(ctx, parsed.data.query, parsed.data.max_results ?? 5);
    return { content: JSON.stringify({ articles: articles.map(articleForModel) }), articles };
  }
  return { content: JSON.stringify({ error: `Fonction inconnue : ${name.slice(0, 60)}` }), articles: [] };
}
