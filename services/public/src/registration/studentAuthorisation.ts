import { eq } from 'drizzle-orm';
import type { FormValue } from '@canal/contracts';
import { commitUploads, schema, uploadedFilesOf, type ServiceContext } from '@canal/service-core';

/** Where the authorisations live: a private kind, never served by /cache (PRIVATE_CACHE_KINDS). */
export const AUTHORISATION_KIND = 'authorisations';

/**
 * Moves a new student's authorisation from tmp/ to the account's private folder, keeps it on the
 * account and tells the support team that a student waits for verification.
 */
export async function keepStudentAuthorisation(ctx: ServiceContext, accountId: number, value: FormValue | undefined): Promise<void> {
  const files = await commitUploads(ctx, uploadedFilesOf(value), AUTHORISATION_KIND, accountId);
  await ctx.db
    .update(schema.users)
    .set({ studentAuthorisation: files.map((file) => ({ dest: file.dest, name: file.name, size: file.size })) })
    .where(eq(schema.users.id, accountId));
  await ctx.outbox.send({
    to: ctx.config.SUPPORT_EMAIL,
    subject: 'Canal Pneumo : inscription étudiante à vérifier',
    text: [
      'Un(e) étudiant(e) vient de s’inscrire et attend la vérification de son autorisation.',
      files.length > 0 ? 'L’autorisation signée est jointe au compte.' : 'Aucune autorisation n’a été jointe.',
      '',
      `Compte : ${ctx.config.PUBLIC_URL}/staff/account/edit/${accountId}`,
    ].join('\n'),
  });
}
