import type { Response } from 'express';
import type { ErrorEnvelope } from '@canal/contracts';

/** Writes the JSON error envelope; `extra` lets a route add its own status field (auth: 'ko'). */
export function sendError(res: Response, status: number, code: string, message: string, extra: Record<string, unknown> = {}): void {
  const envelope: ErrorEnvelope & Record<string, unknown> = { result: false, error: code, log: message, msg: message, ...extra };
  res.status(status).json(envelope);
}
