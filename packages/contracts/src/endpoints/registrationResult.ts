import { z } from 'zod';

/**
 * The registration's known failures (spec 000 sections 3 and 8), each code with its one French text:
 * the server answers it as `log` beside `registrationError`, the wizard's 'Erreur' box translates the
 * code with registrationErrorText. Field problems (an e-mail taken, a wrong RPPS number) stay on
 * their fields: the visitor corrects them in the form.
 */
export const REGISTRATION_ERRORS = {
  rate_limited: 'Trop d’inscriptions depuis cette adresse : merci de réessayer dans une heure.',
  unknown_kind: 'Type d’inscription inconnu.',
  authorisation_missing: 'Votre autorisation n’a pas été reçue ou a expiré : merci de la déposer à nouveau.',
} as const;
export type RegistrationErrorCode = keyof typeof REGISTRATION_ERRORS;

/** The 'Erreur' box's text when the answer named no known code (spec 000 section 8). */
export const UNKNOWN_REGISTRATION_ERROR = 'Erreur inconnue';

const isRegistrationErrorCode = (code: unknown): code is RegistrationErrorCode => typeof code === 'string' && Object.hasOwn(REGISTRATION_ERRORS, code);

/** The French text of a `registrationError` code; 'Erreur inconnue' for none or an unknown one. */
export function registrationErrorText(code: unknown): string {
  return isRegistrationErrorCode(code) ? REGISTRATION_ERRORS[code] : UNKNOWN_REGISTRATION_ERROR;
}

/** accountStatus: 'pending' waits for staff to check the account, 'ok' means verified (spec 000 section 3). */
export const ACCOUNT_STATUSES = ['pending', 'ok'] as const;

/**
 * What POST /api/registration answers in `data` once saved (spec 000 section 3 "Registration
 * result"), beside the form engine's id and values. `chosenSessions`: how many of the sessions
 * chosen before registering (fromEvent, fromEvents) were kept, to be subscribed at activation.
 */
export const registrationResultSchema = z.object({
  accountStatus: z.enum(ACCOUNT_STATUSES),
  accountJob: z.string(),
  showStudentMessage: z.boolean(),
  accountProfessionalCat: z.string().optional(),
  registrationError: z.string().optional(),
  chosenSessions: z.number().int().nonnegative().optional(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
