import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts';
import type { ServiceContext } from '@canal/service-core';

/**
 * One `action` of POST /api/gpt/api.php, served for its endpoint in `chatApi`: the route parses
 * the body with the endpoint's (strict) input and calls `run` for the logged-in user; the answer
 * is the endpoint's output. Declared with its type (`ChatAction<typeof chatApi.viewThread>`),
 * so that the answer is checked field by field.
 */
export interface ChatAction<E extends Endpoint> {
  endpoint: E;
  run(ctx: ServiceContext, userId: number, input: z.output<E['input']>): Promise<z.input<E['output']>>;
}
