/**
 * The password rule of spec 000 section 5: 8 characters, a capital and a digit;
 * hardened: 13 characters and a special character too. Returns the French message, or null.
 */
export function passwordProblem(password: string, hardened: boolean): string | null {
  const minimum = hardened ? 13 : 8;
  if (password.length < minimum) return `Le mot de passe doit contenir au moins ${minimum} caractères.`;
  if (password.length > 64) return 'Le mot de passe ne doit pas dépasser 64 caractères.';
  if (!/[A-Z]/.test(password)) return 'Le mot de passe doit contenir au moins une majuscule.';
  if (!/[0-9]/.test(password)) return 'Le mot de passe doit contenir au moins un chiffre.';
  if (hardened && !/[^A-Za-z0-9]/.test(password)) return 'Le mot de passe doit contenir au moins un caractère spécial.';
  return null;
}
