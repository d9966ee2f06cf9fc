import type { ChatMessage, ChatSocketEvent } from '@canal/contracts/chat';

/** The answers being written that the socket told this page about: message id -> the text so far. */
export type StreamedAnswers = ReadonlyMap<string, string>;

/**
 * A 'text' event applied to what the page knows of its message (the streamed text, else the stored
 * one): kept up to the offset, then the new text. An event past the end of what is known (a socket
 * that came back) changes nothing: the whole text comes with the next event at offset 0.
 */
export function withTextEvent(answers: StreamedAnswers, event: Extract<ChatSocketEvent, { kind: 'text' }>, stored: string): StreamedAnswers {
  const known = answers.get(event.messageId) ?? stored;
  if (event.offset > known.length) return answers;
  const next = new Map(answers);
  next.set(event.messageId, known.slice(0, event.offset) + event.text);
  return next;
}

/** A finished message (or one the view no longer has in progress) needs its streamed text no more. */
export function withoutFinished(answers: StreamedAnswers, messages: readonly ChatMessage[]): StreamedAnswers {
  const writing = new Set(messages.filter((message) => message.status === 'in_progress').map((message) => message.id));
  const known = new Set(messages.map((message) => message.id));
  // A message the view does not have yet stays: its first words may come before the view that lists it.
  const kept = [...answers].filter(([id]) => writing.has(id) || !known.has(id));
  return kept.length === answers.size ? answers : new Map(kept);
}

/** The text to show of a message being written: the longer of the streamed and the stored one (polling may be ahead of a socket that came back). */
export function shownText(answers: StreamedAnswers, message: ChatMessage, stored: string): string {
  const streamed = message.status === 'in_progress' ? answers.get(message.id) : undefined;
  return streamed !== undefined && streamed.length >= stored.length ? streamed : stored;
}
