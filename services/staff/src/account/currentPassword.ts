import type { FormField } from '@canal/contracts';
import {
  admitAttempt,
  clearFailures,
  lockedMessage,
  outsideTransaction,
  recordFailure,
  verifyPassword,
  type FormCall,
  type UserRow,
} from '@canal/service-core';

/**
 * « Mon compte » asks for the current password before a new e-mail address: a session left open or
 * stolen must not be enough to move the account to another mailbox (the confirmation then goes to
 * the new address, and a password link after it). Wrong guesses count toward the login's lockout
 * (the same pair of account and address), so the form cannot be used to try passwords either.
 */
export const CURRENT_PASSWORD_FIELD = 'accountCurrentPassword';

export const currentPasswordField: FormField = {
  id: CURRENT_PASSWORD_FIELD,
  label: 'Mot de passe actuel',
  type: 'text',
  inputType: 'password',
  maxLength: 64,
  helperText: 'Demandé seulement pour changer d’adresse e-mail.',
};

export const CURRENT_PASSWORD_NEEDED = 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.';
export const CURRENT_PASSWORD_WRONG = 'Mot de passe incorrect.';

/** The error of the current password field for an e-mail change, or null when the password is right. */
export async function currentPasswordProblem(call: FormCall, account: UserRow, typed: string): Promise<string | null> {
  if (!typed) return CURRENT_PASSWORD_NEEDED;
  // Counted outside the form's transaction: a refused form rolls back, a wrong guess must stay counted.
  const ctx = outsideTransaction(call.ctx);
  const attempt = { account: account.email.toLowerCase(), address: call.clientAddress || 'unknown' };
  const admission = await admitAttempt(ctx, attempt);
  if (admission.lock) return lockedMessage(admission.lock);
  if (await verifyPassword(account.passwordHash, typed)) {
    await clearFailures(ctx, attempt);
    return null;
  }
  const failure = await recordFailure(ctx, attempt, admission.pairFailures);
  return failure.lock ? lockedMessage(failure.lock) : CURRENT_PASSWORD_WRONG;
}
