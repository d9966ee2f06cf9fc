import { EMAIL_PATTERN, validatorMessages as m } from '@canal/contracts';
import type { FormRule } from '@canal/kit';

/** The login, reset and password forms check what the server checks (spec 000 section 5), for comfort. */
export const MAX_CREDENTIAL_LENGTH = 64;

export function emailRules(label = 'Adresse e-mail'): FormRule[] {
  return [
    { required: true, whitespace: true, message: m.required(label) },
    { max: MAX_CREDENTIAL_LENGTH, message: m.maxLength(label, MAX_CREDENTIAL_LENGTH) },
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || EMAIL_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(m.invalid(label))),
    },
  ];
}

export function requiredPasswordRules(label = 'Mot de passe'): FormRule[] {
  return [
    { required: true, message: m.required(label) },
    { max: MAX_CREDENTIAL_LENGTH, message: m.maxLength(label, MAX_CREDENTIAL_LENGTH) },
  ];
}

export const PASSWORD_HINT = 'Au moins 8 caractères, une majuscule et un chiffre';

/** A new password: 8 characters, a capital and a digit (the server may ask more when hardened). */
export function newPasswordProblem(password: string): string | null {
  if (password.length < 8) return m.passwordLength(8);
  if (!/[A-Z]/.test(password)) return m.passwordCapital;
  if (!/[0-9]/.test(password)) return m.passwordDigit;
  return null;
}

export function newPasswordRules(label = 'Nouveau mot de passe'): FormRule[] {
  return [
    ...requiredPasswordRules(label),
    {
      validator: (_rule, value: unknown) => {
        const problem = typeof value === 'string' && value !== '' ? newPasswordProblem(value) : null;
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}
