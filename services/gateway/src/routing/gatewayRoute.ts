import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts';
import { checkedAnswer, parseInput, rawInput, type Logger } from '@canal/service-core';

/** What the gateway's own endpoints may say besides their answer. */
export interface GatewayReply {
  header(name: string, value: string): void;
}

/**
 * One of the gateway's own endpoints (the shell's start-up calls, answered before any service):
 * declared in the contracts like every other, its input parsed by the endpoint's schema and its
 * answer checked against it, the handler never seeing the request. The gateway has no sessions in
 * split mode, so these are public by nature: what they answer comes from the configuration and the
 * published builds, the same for everyone.
 */
export function gatewayRoute<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  logger: Logger,
  handle: (call: { input: z.output<I>; reply: GatewayReply }) => Promise<z.input<O>> | z.input<O>,
): RequestHandler {
  return (req, res, next) => {
    const answer = async () => {
      const input = parseInput<I>(endpoint.input, rawInput(endpoint.method, req));
      const answered = await handle({ input, reply: { header: (name, value) => void res.setHeader(name, value) } });
      res.json(checkedAnswer(logger, endpoint, answered));
    };
    answer().catch(next);
  };
}
