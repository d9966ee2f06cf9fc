import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { captchaUses } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';
import { serverSecret } from './serverSecret';

/** The self-hosted proof-of-work captcha (ALTCHA): no third party sees the visitor, no internet needed. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_VALIDITY_MS = 10 * 60_000;

export interface CaptchaDifficulty {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Attempts the browser makes on average. */
  counterMin: number;
  counterMax: number;
}

/** About a second of work in a browser. */
export const CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 1_000, counterMin: 500, counterMax: 2_000 };

async function secrets(ctx: ServiceContext) {
  return { hmacSignatureSecret: await serverSecret(ctx.db, 'captcha-signature'), hmacKeySignatureSecret: await serverSecret(ctx.db, 'captcha-key-signature') };
}

/** A new signed challenge, valid 10 minutes. */
export async function createCaptchaChallenge(ctx: ServiceContext, difficulty: CaptchaDifficulty = CAPTCHA_DIFFICULTY): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    expiresAt: new Date(ctx.now().getTime() + CAPTCHA_VALIDITY_MS),
    ...(await secrets(ctx)),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number().int().positive().max(1_000_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(200),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(200),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200), time: z.number().optional() }),
});

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  if (payload.length > 4_000) return null;
  try {
    const text = payload.trim().startsWith('{') ? payload : Buffer.from(payload, 'base64').toString('utf8');
    const parsed = payloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved captcha (the widget's base64 payload): signed by us, not expired, solved, and used
 * only once. Any doubt answers false.
 */
export async function verifyCaptchaPayload(ctx: ServiceContext, payload: string | null): Promise<boolean> {
  if (!payload) return false;
  const decoded = decode(payload);
  if (!decoded) return false;
  const expiresAt = decoded.challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt * 1000 < ctx.now().getTime()) return false;
  const result = await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, ...(await secrets(ctx)) });
  if (!result.verified) return false;
  await ctx.db.delete(captchaUses).where(lt(captchaUses.expiresAt, ctx.now()));
  const inserted = await ctx.db
    .insert(captchaUses)
    .values({ challengeId: decoded.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ id: captchaUses.challengeId });
  return inserted.length === 1;
}
