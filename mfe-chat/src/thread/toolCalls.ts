import { chatToolLabel } from '@canal/contracts/chat';
import type { ChatMessage } from '../api/chatTypes';

export interface ToolCallLine {
  id: string;
  label: string;
  pending: boolean;
}

function parsed<T>(raw: string | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** The tool calls a message's metadata records (ids, statuses, raw calls), as the lines the page shows. */
export function toolCallLines(message: ChatMessage): ToolCallLine[] {
  const ids = parsed<unknown>(message.metadata.tool_calls_ids, []);
  if (!Array.isArray(ids)) return [];
  const statuses = parsed<Record<string, string>>(message.metadata.tool_calls_status, {});
  return ids.flatMap((id) => {
    if (typeof id !== 'string') return [];
    const call = parsed<{ function?: { name?: string } }>(message.metadata[id], {});
    return [{ id, label: chatToolLabel(call.function?.name ?? ''), pending: statuses[id] === 'pending' }];
  });
}
