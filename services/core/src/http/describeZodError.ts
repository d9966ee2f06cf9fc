import type { ZodError } from 'zod';

/** One French sentence naming the first wrong field, e.g. « email : Entrée invalide ». */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Requête invalide.';
  const where = issue.path.length ? `« ${issue.path.join('.')} » : ` : '';
  return `Requête invalide : ${where}${issue.message}`;
}
