import type OpenAI from 'openai';
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { ChunkAssembler, type AssembledTurn } from './chunkAssembler';
import { causeText, StreamCut } from './providerErrors';

export interface StreamedTurn extends AssembledTurn {
  /** From the request to the end of the stream, and to its first word (null: no text). */
  ms: number;
  firstTokenMs: number | null;
}

export type TurnRequest = Omit<ChatCompletionCreateParamsStreaming, 'stream' | 'stream_options'>;

/** Servers (by base URL) that refused `stream_options`: they are asked without it from then on. */
const refusesStreamOptions = new Set<string>();

async function openStream(client: OpenAI, request: TurnRequest, signal: AbortSignal) {
  const withUsage = !refusesStreamOptions.has(client.baseURL);
  try {
    return await client.chat.completions.create({ ...request, stream: true, ...(withUsage ? { stream_options: { include_usage: true } } : {}) }, { signal });
  } catch (error) {
    // A strict compatible server refuses a field it does not know: the answer matters more than its token count.
    if (withUsage && error instanceof APIError && (error.status === 400 || error.status === 422) && /stream_options/i.test(String(error.message))) {
      refusesStreamOptions.add(client.baseURL);
      return openStream(client, request, signal);
    }
    throw error;
  }
}

/**
 * One call of the model with `stream: true`: each piece of text is handed to `onText` as it
 * arrives, and the whole turn (text, tool calls, finish_reason, usage) is answered at the end. A
 * connection cut in the middle, or a stream that ends before its finish_reason, is a StreamCut;
 * the provider's refusals stay APIErrors (providerErrors.ts says them in French).
 */
export async function streamTurn(
  client: OpenAI,
  request: TurnRequest,
  signal: AbortSignal,
  onText: (text: string) => Promise<void> | void,
): Promise<StreamedTurn> {
  const started = performance.now();
  const stream = await openStream(client, request, signal);
  const assembler = new ChunkAssembler();
  let firstTokenMs: number | null = null;
  try {
    for await (const chunk of stream) {
      const text = assembler.add(chunk);
      if (!text) continue;
      firstTokenMs ??= Math.round(performance.now() - started);
      await onText(text);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    // An error event of the stream is the provider's; a connection lost once the answer began is a cut.
    if (error instanceof APIError && !(error instanceof APIConnectionError)) throw error;
    const cause = error instanceof Error && error.cause ? ` (${causeText(error.cause)})` : '';
    throw new StreamCut(`${error instanceof Error ? error.message : String(error)}${cause}`);
  }
  // The SDK ends a stream it was told to abort without a word.
  if (signal.aborted) throw new APIUserAbortError();
  const turn = assembler.result();
  if (!turn.finishReason) throw new StreamCut('Le flux s’est terminé sans finish_reason ni [DONE].');
  return { ...turn, ms: Math.round(performance.now() - started), firstTokenMs };
}
