import type { LoginResponse, publicApi } from '@canal/contracts';
import {
  admitAttempt,
  clearFailures,
  HttpError,
  hashPassword,
  lockedMessage,
  recordFailure,
  toSessionUser,
  verifyPassword,
  type LoginAttempt,
  type RouteCall,
} from '@canal/service-core';
import { findUserByEmail } from './findUserByEmail';
import { accountCounts } from './accountCounts';

/** 'site' is /api/auth/login; 'private' (/_admin) lets only admin and staff in. */
export type LoginKind = 'site' | 'private';

export const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';
export const BLOCKED_ACCOUNT = 'Votre compte a été bloqué. Pour en savoir plus, écrivez-nous depuis la page Contact.';
export const INACTIVE_ACCOUNT = "Votre compte n'est pas encore activé.";
export const PRIVATE_ONLY = "Accès réservé à l'équipe Canal Pneumo : utilisez la page de connexion habituelle.";

const refused = (status: number, message: string, code: string) => new HttpError(status, message, code, { auth: 'ko' });

/** Verified against when the e-mail is unknown, so that the answer takes as long as for a real account. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('Canal-Pneumo-dummy-password-1'));

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The one login procedure behind both login routes (their input is the same: publicApi.login's). */
export async function logIn({ ctx, input, session, reply }: RouteCall<typeof publicApi.login.input>, kind: LoginKind): Promise<LoginResponse> {
  const emailKey = input.email.toLowerCase();
  // The caller's address: the one the gateway signed (clientAddress), or the socket's.
  const attempt: LoginAttempt = { account: emailKey, address: reply.clientAddress || 'unknown' };

  const admission = await admitAttempt(ctx, attempt);
  if (admission.lock) throw refused(429, lockedMessage(admission.lock), 'locked');

  const user = await findUserByEmail(ctx, emailKey);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !passwordMatches) {
    const failure = await recordFailure(ctx, attempt, admission.pairFailures);
    if (failure.lock) throw refused(429, lockedMessage(failure.lock), 'locked');
    await pause(failure.delayMs);
    throw refused(401, WRONG_CREDENTIALS, 'wrong_credentials');
  }
  await clearFailures(ctx, attempt);

  if (user.status === 'blocked') throw refused(403, BLOCKED_ACCOUNT, 'blocked');
  if (user.status !== 'active') throw refused(403, INACTIVE_ACCOUNT, 'inactive');
  const sessionUser = toSessionUser(user);
  if (kind === 'private' && sessionUser.role !== 'admin' && sessionUser.role !== 'staff') {
    throw refused(403, PRIVATE_ONLY, 'private_only');
  }

  await session.start(user.id);
  // The login gave the browser a new CSRF nonce: its token comes with the answer, the old one no longer works.
  return { auth: 'ok', user: sessionUser, ...(await accountCounts(ctx, sessionUser)), log: '', token: await session.csrfToken() };
}
