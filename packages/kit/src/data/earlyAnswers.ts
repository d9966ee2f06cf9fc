import type { z } from 'zod';
import type { EarlyCall, Endpoint } from '@canal/contracts/core';
import { sendEndpointCall, type EndpointAddress } from '../api/callEndpoint';
import { readAnswer } from '../api/readAnswer';

/** An early answer not taken by then is stale: the page asks again. */
const FRESH_MS = 15_000;

const early = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/** The input as JSON with its keys sorted: the route's data and the page's object name the same call whatever their order. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => `${JSON.stringify(key)}:${sortedJson(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (endpoint: EndpointAddress, input: unknown) => `${endpoint.method} ${endpoint.path} ${sortedJson(input)}`;

/**
 * Asks a call before the page that reads it exists: the shell, at start, asks the opened page's
 * early calls (declared as data by the remote's route, see contracts' earlyCall) beside the
 * session's, instead of after the page's code and the session have arrived. The page's useEndpoint
 * takes the answer once (takeEarlyAnswer) and reads it with the endpoint's schema; the browser's
 * cookie, hence the user, is the same for both.
 */
export function askEarly(call: EarlyCall): void {
  const answer = sendEndpointCall(call, call.input);
  answer.catch(() => undefined); // a failure is the page's to show, when it asks
  early.set(keyOf(call, call.input), { answer, askedAt: Date.now() });
}

/** The answer asked early for this call, once, if it is still fresh, read with the endpoint's output schema; null otherwise. */
export function takeEarlyAnswer<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>, input: z.input<I>): Promise<z.output<O>> | null {
  const key = keyOf(endpoint, input);
  const found = early.get(key);
  early.delete(key);
  if (!found || Date.now() - found.askedAt > FRESH_MS) return null;
  return found.answer.then((body) => readAnswer(endpoint, body));
}
