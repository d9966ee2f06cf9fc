import { z } from 'zod';
import { STUDY_DESIGNS } from './studyDesign';

/** The chat API's answers (spec 001 §3 "Chat entities"): discussions, messages and runs. */

export const CHAT_ACTION_NAMES = ['create_thread', 'list_thread', 'view_thread', 'delete_thread', 'add_message', 'rename_thread'] as const;
export type ChatActionName = (typeof CHAT_ACTION_NAMES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.string(),
  content: z.array(z.object({ type: z.string(), text: z.object({ value: z.string() }).optional() })),
  /** tool_calls_ids (JSON list), tool_calls_status (JSON map), one raw JSON entry per call. */
  metadata: z.record(z.string(), z.string()),
  created_at: z.number().optional(),
  /**
   * As the Assistants API said it: 'in_progress' while the answer is being written (its text grows),
   * 'incomplete' when its run failed before the end (never shown as an answer), 'completed'.
   */
  status: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRunSchema = z.object({
  id: z.string().optional(),
  status: z.string(),
  model: z.string(),
  instructions: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  last_error: z.object({ code: z.string(), message: z.string() }).nullable().optional(),
  created_at: z.number().optional(),
});
export type ChatRun = z.infer<typeof chatRunSchema>;

/** view_thread: the messages, oldest first, and the discussion's last run (null before the first message). */
export const threadViewSchema = z.object({ result: z.literal(true), messages: z.array(chatMessageSchema), last_run: chatRunSchema.nullable() });
export type ThreadViewData = z.infer<typeof threadViewSchema>;

/** list_thread: id -> name, newest first (an empty list may come as [] from the older API). */
export const threadListSchema = z.object({
  result: z.literal(true),
  list: z.union([z.record(z.string(), z.string()), z.array(z.never()).length(0)]),
  /** False when no model is configured: the screen says so instead of failing each run. */
  configured: z.boolean().optional(),
});

/** add_message: the run started for the message. */
export const messageAddedSchema = z.object({ result: z.literal(true), run: z.object({ id: z.string(), status: z.string() }) });

/** The tools the model may call, and how the screen names them (spec 001 section 3). */
export const CHAT_TOOL_LABELS: Record<string, string> = { mesh_query: 'Recherche MeSH', pubmed_query: 'Recherche PubMed' };
export const chatToolLabel = (name: string) => CHAT_TOOL_LABELS[name] ?? 'Fonction inconnue';

/** A message's longest text: a question, not a document. */
export const CHAT_MESSAGE_MAX = 8000;
/**
 * The beta page's instructions: enough to set a tone or a form of answer. They reach the model after
 * the platform's own rules, which they cannot replace; longer ones are refused (400), never cut.
 */
export const CHAT_INSTRUCTIONS_MAX = 1000;

/** The longest name a discussion may be given; its first question names it, cut at CHAT_TITLE_LENGTH. */
export const CHAT_THREAD_NAME_MAX = 100;
export const CHAT_TITLE_LENGTH = 60;

export const createdThreadSchema = z.object({ result: z.literal(true), thread: z.object({ id: z.string() }) });
export const deletedThreadSchema = z.object({ result: z.literal(true) });

/**
 * An answer's reference (the message's `metadata.references`, a JSON list): 'verified' when this
 * run's searches returned the PMID, 'retracted' when EFetch says it was withdrawn (with its notice),
 * 'unverified' otherwise, never a link. The text of the message carries the same list in Markdown,
 * followed by the 'Niveau de preuve' line (evidenceText, from these references' designs).
 */
export const chatReferenceSchema = z.object({
  number: z.number().int(),
  pmid: z.string(),
  status: z.enum(['verified', 'unverified', 'retracted']),
  title: z.string().optional(),
  authors: z.string().optional(),
  journal: z.string().optional(),
  year: z.string().optional(),
  doi: z.string().nullable().optional(),
  /** The study's design from PubMed's publication types and MeSH, and its French label (absent on older answers). */
  design: z.enum(STUDY_DESIGNS).optional(),
  designLabel: z.string().optional(),
  retractionNotice: z.object({ pmid: z.string().nullable(), source: z.string() }).nullable().optional(),
});
export type ChatReference = z.infer<typeof chatReferenceSchema>;
export const CHAT_REFERENCES_KEY = 'references';

/** The references' words, one place for the server's Markdown and the page's list. */
export const CHAT_REFERENCE_TEXTS = {
  heading: 'Références',
  unverified: 'Référence non vérifiée : introuvable dans les recherches de cette réponse',
  unverifiedShort: 'non vérifiée',
  retracted: 'Article rétracté',
  retractedShort: 'article rétracté',
  retractionNotice: 'avis de rétractation',
} as const;

/**
 * The runs' events, pushed to their discussion's owner only (socket.io namespace CHAT_NAMESPACE at
 * CHAT_SOCKET_PATH, the session cookie): 'text' grows the answer being written (the page keeps
 * `text.slice(0, offset)` then adds `text`), 'changed' says to read view_thread again (a status,
 * a search, the finished answer). A page without the socket reads the same through view_thread.
 */
export const CHAT_SOCKET_PATH = '/api/gpt/socket.io';
export const CHAT_NAMESPACE = '/chat';
export const CHAT_SOCKET_EVENT = 'run';
export const chatSocketEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), threadId: z.string(), runId: z.string(), messageId: z.string(), offset: z.number().int().min(0), text: z.string() }),
  z.object({ kind: z.literal('changed'), threadId: z.string(), runId: z.string() }),
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;

/** Why runs failed (last_error.code), as the staff page names them. */
export const CHAT_FAILURE_LABELS: Record<string, string> = {
  model_overloaded: 'Modèle saturé (429)',
  model_quota: 'Crédit du fournisseur épuisé',
  model_unavailable: 'Modèle indisponible (5xx)',
  model_unreachable: 'Modèle injoignable',
  model_refused: 'Requête refusée par le modèle',
  context_too_long: 'Discussion trop longue',
  model_error: 'Erreur du modèle',
  stream_cut: 'Réponse coupée',
  timeout: 'Délai dépassé',
  tool_error: 'Recherche NCBI en échec',
  too_many_steps: 'Trop de recherches',
  interrupted: 'Interrompue (redémarrage)',
  not_configured: 'Modèle non configuré',
};
export const chatFailureLabel = (code: string) => CHAT_FAILURE_LABELS[code] ?? code;

/** One step of a run, for the staff page's slowest runs: a call of the model or a search. */
export const chatRunStepSchema = z.object({
  kind: z.enum(['model', 'tool']),
  name: z.string(),
  ms: z.number(),
  ok: z.boolean(),
  firstTokenMs: z.number().nullable().optional(),
  promptTokens: z.number().optional(),
  completionTokens: z.number().optional(),
});
export type ChatRunStep = z.infer<typeof chatRunStepSchema>;

const usageTokens = { promptTokens: z.number(), completionTokens: z.number(), cachedTokens: z.number() };

/** GET /api/gpt/usage: the assistant's use per Paris day, its estimated cost, and the slowest runs. */
export const chatUsageSchema = z.object({
  result: z.literal(true),
  /** The days asked for, oldest first, every day present (zeros included). */
  days: z.array(
    z.object({
      day: z.string(),
      questions: z.number(),
      members: z.number(),
      completed: z.number(),
      /** Failed runs by cause (last_error.code). */
      failed: z.record(z.string(), z.number()),
      ...usageTokens,
      /** Null when a model used that day has no price. */
      cost: z.number().nullable(),
    }),
  ),
  totals: z.object({ questions: z.number(), members: z.number(), failed: z.number(), ...usageTokens, cost: z.number().nullable() }),
  prices: z.object({
    /** The currency of CHAT_PRICE_*_PER_MTOK (the providers publish theirs in US dollars). */
    currency: z.string(),
    /** Models of the period without a price: their tokens are not in the cost. */
    unpricedModels: z.array(z.string()),
  }),
  slowest: z.array(
    z.object({
      runId: z.string(),
      createdAt: z.string(),
      model: z.string(),
      status: z.string(),
      errorCode: z.string().nullable(),
      durationMs: z.number(),
      firstTokenMs: z.number().nullable(),
      ...usageTokens,
      cost: z.number().nullable(),
      steps: z.array(chatRunStepSchema),
    }),
  ),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;
export const CHAT_USAGE_PERIODS = [7, 30, 90] as const;

/** POST /api/gpt/model-check ('Tester le modèle'): one short request to the configured model, told in French. */
export const chatModelCheckSchema = z.object({
  result: z.literal(true),
  level: z.enum(['success', 'warning', 'error']),
  message: z.string(),
  model: z.string().nullable(),
  answers: z.boolean(),
  tools: z.boolean(),
  ms: z.number().nullable(),
  /** The provider's own words, when it refused: for the engineer, not the member. */
  detail: z.string().nullable(),
});
export type ChatModelCheck = z.infer<typeof chatModelCheckSchema>;
export * from './patientData';
export * from './studyDesign';
