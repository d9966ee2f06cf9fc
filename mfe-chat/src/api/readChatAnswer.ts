import type { ChatMessage, ChatRun, ThreadEntry, ThreadViewData } from './chatTypes';

export const UNREADABLE_ANSWER = 'Réponse illisible du serveur.';

/** A rejected chat call: `message` is what the page shows after "Erreur : ", `response` the answer, if any. */
export class ChatCallError extends Error {
  constructor(
    message: string,
    readonly response: unknown = null,
  ) {
    super(message);
    this.name = 'ChatCallError';
  }
}

type Answer = Record<string, unknown>;

const isObject = (value: unknown): value is Answer => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The French message of an error answer: its `log` when the server wrote one, else its `error`. */
export function answerMessage(data: unknown): string | null {
  if (!isObject(data)) return null;
  for (const field of ['log', 'error'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** The body of a failed HTTP answer (an axios error's `response.data`), or null for a network error. */
export function failedResponseData(error: unknown): unknown {
  if (!isObject(error) || !isObject(error.response)) return null;
  return error.response.data ?? null;
}

/** A JSON object answer, unless it says `result: false` (its error is the message) or is not JSON. */
export function readChatAnswer(data: unknown): Answer {
  if (!isObject(data)) throw new ChatCallError(UNREADABLE_ANSWER, data);
  if (data.result === false) throw new ChatCallError(answerMessage(data) ?? 'Erreur inconnue', data);
  return data;
}

/** create_thread reads thread.id. */
export function readCreatedThreadId(answer: Answer): string {
  const thread = answer.thread;
  if (isObject(thread) && typeof thread.id === 'string') return thread.id;
  throw new ChatCallError(UNREADABLE_ANSWER, answer);
}

/** list_thread reads list, a map id -> name, kept in the server's order (newest first). */
export function readThreadList(answer: Answer): ThreadEntry[] {
  const list = answer.list;
  // An empty PHP-style array may come as [] instead of {}.
  if (Array.isArray(list) && list.length === 0) return [];
  if (!isObject(list)) throw new ChatCallError(UNREADABLE_ANSWER, answer);
  return Object.entries(list).map(([id, name]) => ({ id, name: typeof name === 'string' ? name : id }));
}

function readMessage(value: unknown): ChatMessage | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.role !== 'string') return null;
  const content = Array.isArray(value.content) ? value.content.filter(isObject) : [];
  return {
    id: value.id,
    role: value.role,
    content: content.map((part) => ({
      type: typeof part.type === 'string' ? part.type : '',
      text: isObject(part.text) && typeof part.text.value === 'string' ? { value: part.text.value } : undefined,
    })),
    metadata: isObject(value.metadata) ? (value.metadata as Record<string, string>) : {},
  };
}

/** view_thread reads messages and last_run; null when the answer carries neither ("Erreur inconnue"). */
export function readThreadView(answer: Answer): ThreadViewData | null {
  if (!Array.isArray(answer.messages)) return null;
  const messages = answer.messages.map(readMessage).filter((message): message is ChatMessage => message !== null);
  const run = answer.last_run;
  const lastRun: ChatRun | null = isObject(run) && typeof run.status === 'string' ? (run as unknown as ChatRun) : null;
  return { messages, last_run: lastRun };
}

/** The text of a message: its text parts, joined. Messages whose text is empty are not shown. */
export function messageText(message: ChatMessage): string {
  return message.content
    .filter((part) => part.type === 'text' && part.text)
    .map((part) => part.text?.value ?? '')
    .join('\n\n');
}

export const isVisibleMessage = (message: ChatMessage) => messageText(message).trim() !== '';
