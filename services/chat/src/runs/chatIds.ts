import crypto from 'node:crypto';

/** Ids shaped like those the Assistants API gave (`msg_…`, `run_…`), which the page and its links expect. */
export const newMessageId = () => `msg_${crypto.randomBytes(18).toString('base64url')}`;
export const newRunId = () => `run_${crypto.randomBytes(18).toString('base64url')}`;

let lastTime = 0;
/**
 * When a message is written: never the same millisecond as the previous one of this process, so
 * that a discussion read by time shows its tool calls before the answer they led to.
 */
export function messageTime(): Date {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return new Date(lastTime);
}
