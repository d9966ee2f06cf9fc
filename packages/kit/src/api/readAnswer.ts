import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts/core';

export const UNEXPECTED_ANSWER = 'Réponse inattendue du serveur. Rechargez la page ou réessayez plus tard.';

/**
 * A success answer that does not match the endpoint's declared output: the page shows the French
 * message; `endpoint` and `issues` say to a developer (devtools, logs) which field drifted.
 */
export class UnexpectedAnswerError extends Error {
  readonly endpoint: string;
  constructor(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(UNEXPECTED_ANSWER);
    this.name = 'UnexpectedAnswerError';
    this.endpoint = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
  }
}

/** The answer checked against the endpoint's output schema: typed when it matches, an UnexpectedAnswerError otherwise. */
export function readAnswer<O extends z.ZodType>(endpoint: Pick<Endpoint<z.ZodType, O>, 'method' | 'path' | 'output'>, body: unknown): z.output<O> {
  const parsed = endpoint.output.safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswerError(endpoint, parsed.error.issues);
  return parsed.data;
}
