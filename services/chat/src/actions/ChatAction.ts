import type { z } from 'zod';
import type { ServiceContext } from '@canal/service-core';

/** What every successful chat answer carries; each action adds its own fields. */
export interface ChatSuccess {
  result: true;
}

/**
 * One `action` of POST /api/gpt/api.php: its body schema (strict: unknown fields are refused)
 * and what it does for the logged-in user. The route validates the body and calls `run`.
 */
export interface ChatAction<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  run(ctx: ServiceContext, userId: number, input: z.infer<S>): Promise<ChatSuccess>;
}

export const defineAction = <S extends z.ZodType>(action: ChatAction<S>): ChatAction<S> => action;
