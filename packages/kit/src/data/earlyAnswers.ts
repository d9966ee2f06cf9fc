import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts/core';
import { callEndpoint } from '../api/callEndpoint';

/** An early answer not taken by then is stale: the page asks again. */
const FRESH_MS = 15_000;

const early = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

const keyOf = (endpoint: Endpoint, input: unknown) => `${endpoint.method} ${endpoint.path} ${JSON.stringify(input)}`;

/**
 * Asks a call before the page that reads it exists: the shell, at start, asks the opened page's
 * calls beside the session's, instead of after the page's code and the session have arrived. The
 * page's useEndpoint takes the answer once (takeEarlyAnswer); the browser's cookie, hence the user,
 * is the same for both.
 */
export function askEarly<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>, input: z.input<I>): void {
  const answer = callEndpoint(endpoint, input);
  answer.catch(() => undefined); // a failure is the page's to show, when it asks
  early.set(keyOf(endpoint, input), { answer, askedAt: Date.now() });
}

/** The answer asked early for this call, once, if it is still fresh; null otherwise. */
export function takeEarlyAnswer<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>, input: z.input<I>): Promise<z.output<O>> | null {
  const key = keyOf(endpoint, input);
  const found = early.get(key);
  early.delete(key);
  if (!found || Date.now() - found.askedAt > FRESH_MS) return null;
  return found.answer as Promise<z.output<O>>;
}
