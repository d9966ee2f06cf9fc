import type { ChatMessage, ThreadEntry } from './chatTypes';

/** list_thread's map id -> name as rows, in the server's order (newest first); an empty PHP-style [] is no row. */
export function threadEntries(list: Record<string, string> | never[]): ThreadEntry[] {
  return Array.isArray(list) ? [] : Object.entries(list).map(([id, name]) => ({ id, name }));
}

/** The text of a message: its text parts, joined (a message whose text is empty is not shown). */
export function messageText(message: ChatMessage): string {
  return message.content
    .filter((part) => part.type === 'text' && part.text)
    .map((part) => part.text?.value ?? '')
    .join('\n\n');
}
