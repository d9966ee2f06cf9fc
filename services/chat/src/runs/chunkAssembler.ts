import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

export interface AssembledCall {
  id: string;
  name: string;
  arguments: string;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  cachedTokens: number;
}

/** One streamed answer of the model, put back together. */
export interface AssembledTurn {
  content: string;
  toolCalls: AssembledCall[];
  /** 'stop', 'tool_calls', 'length'...; null when the stream ended before the model said it was done. */
  finishReason: string | null;
  /** The usage chunk (stream_options.include_usage); null when the server sent none. */
  usage: TokenUsage | null;
  model: string | null;
}

interface CallInProgress extends AssembledCall {
  index: number | undefined;
}

type ToolCallPiece = NonNullable<ChatCompletionChunk.Choice.Delta['tool_calls']>[number];

/**
 * Chat Completions chunks, assembled: the text deltas joined, and the tool calls put together from
 * their pieces. A piece belongs to the call of its `index`; a piece that brings a new `id` starts a
 * new call even at an index already used, because some OpenAI-compatible servers number every
 * parallel call 0 (the calls are then told apart by their ids only).
 */
export class ChunkAssembler {
  private content = '';
  private readonly calls: CallInProgress[] = [];
  private finishReason: string | null = null;
  private usage: TokenUsage | null = null;
  private model: string | null = null;

  /** Adds a chunk; answers the text it brings ('' for none). */
  add(chunk: ChatCompletionChunk): string {
    if (chunk.model) this.model = chunk.model;
    if (chunk.usage) {
      this.usage = {
        promptTokens: chunk.usage.prompt_tokens ?? 0,
        completionTokens: chunk.usage.completion_tokens ?? 0,
        cachedTokens: chunk.usage.prompt_tokens_details?.cached_tokens ?? 0,
      };
    }
    const choice = (chunk.choices ?? []).find((candidate) => candidate.index === 0) ?? chunk.choices?.[0];
    if (!choice) return '';
    for (const piece of choice.delta?.tool_calls ?? []) this.addPiece(piece);
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
    const text = typeof choice.delta?.content === 'string' ? choice.delta.content : '';
    this.content += text;
    return text;
  }

  private addPiece(piece: ToolCallPiece): void {
    const ofIndex = this.calls.findLast((call) => call.index === piece.index);
    // No id: the rest of the call of its index. The same id again: still that call (some servers repeat it).
    const target = piece.id ? (ofIndex?.id === piece.id ? ofIndex : undefined) : (ofIndex ?? this.calls.at(-1));
    if (!target) {
      this.calls.push({
        index: piece.index,
        id: piece.id ?? `call_${this.calls.length + 1}`,
        name: piece.function?.name ?? '',
        arguments: piece.function?.arguments ?? '',
      });
      return;
    }
    if (piece.function?.name && !target.name) target.name = piece.function.name;
    target.arguments += piece.function?.arguments ?? '';
  }

  result(): AssembledTurn {
    return {
      content: this.content,
      toolCalls: this.calls.map(({ id, name, arguments: args }) => ({ id, name, arguments: args })),
      finishReason: this.finishReason,
      usage: this.usage,
      model: this.model,
    };
  }
}
