import type { Request } from 'express';

/** A cookie of the request, or null: cookie-parser fills `req.cookies`, which Express types as any. */
export function requestCookie(req: Request, name: string): string | null {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
}
