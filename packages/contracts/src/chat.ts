import { z } from 'zod';

/** The chat API's answers (spec 001 §3 "Chat entities"): discussions, messages and runs. */

export const CHAT_ACTION_NAMES = ['create_thread', 'list_thread', 'view_thread', 'delete_thread', 'add_message'] as const;
export type ChatActionName = (typeof CHAT_ACTION_NAMES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.string(),
  content: z.array(z.object({ type: z.string(), text: z.object({ value: z.string() }).optional() })),
  /** tool_calls_ids (JSON list), tool_calls_status (JSON map), one raw JSON entry per call. */
  metadata: z.record(z.string(), z.string()),
  created_at: z.number().optional(),
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

export const createdThreadSchema = z.object({ result: z.literal(true), thread: z.object({ id: z.string() }) });
export const deletedThreadSchema = z.object({ result: z.literal(true) });
