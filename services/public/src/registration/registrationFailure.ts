import { REGISTRATION_ERRORS, type RegistrationErrorCode } from '@canal/contracts';
import { HttpError } from '@canal/service-core';

/**
 * A registration refused for a known reason: a 4xx whose `log` is the code's French text and whose
 * `registrationError` is the code, which the wizard's 'Erreur' box translates (spec 000 section 8).
 */
export function registrationFailure(status: number, code: RegistrationErrorCode): HttpError {
  return new HttpError(status, REGISTRATION_ERRORS[code], code, { registrationError: code });
}
