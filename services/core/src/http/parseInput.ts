import { z } from 'zod';
import { badRequest } from './HttpError';
import { describeZodError } from './describeZodError';

z.config(z.locales.fr());

/** Validates a request part against its schema, or throws a 400 with a French message. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}
