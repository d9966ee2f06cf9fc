/**
 * The fields a doctor's registration form posts (the RPPS entry), valid as they are: a test changes
 * the one it is about. The RPPS number passes the Luhn check.
 */
export function doctorRegistration(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fsubmit: 'registration_form',
    accountKind: 'rpps',
    accountFirstname: 'Lucie',
    accountLastname: 'Durand',
    accountEmail: 'lucie.durand@exemple.fr',
    accountCell: '06 12 34 56 78',
    accountCity: 'Lyon',
    accountJobPrecision: '10101010105',
    accountPassword: 'Souffle2026',
    accountPasswordConf: 'Souffle2026',
    accountConsent: 'on',
    ...overrides,
  };
}
