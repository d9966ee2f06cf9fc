import { eq } from 'drizzle-orm';
import { REGISTRATION_ERRORS, type FormValue, type UploadedFile } from '@canal/contracts';
import {
  commitUploads,
  incomplete,
  schema,
  temporaryKeyOf,
  uploadedFilesOf,
  uploadStorageOf,
  type Database,
  type FormCall,
  type ServiceContext,
} from '@canal/service-core';

/** Where the authorisations live: a private kind, never served by /cache (PRIVATE_CACHE_KINDS). */
export const AUTHORISATION_KIND = 'authorisations';

const FIELD = 'accountAuthorisation';

/**
 * The registration's check of a student's authorisation: every file must be a fresh upload still
 * waiting under tmp/ (the upload call's random folder), so that a made-up or expired path, or a
 * path to a stored file (`/cache/events/1/x.jpg`), is refused before anything is written.
 * Answers the field's French message, or null when the authorisation can be kept.
 */
export async function authorisationProblem(ctx: ServiceContext, value: FormValue | undefined): Promise<string | null> {
  const files = uploadedFilesOf(value);
  const storage = uploadStorageOf(ctx);
  if (files.length === 0 || (Array.isArray(value) && value.length !== files.length)) return REGISTRATION_ERRORS.authorisation_missing;
  for (const file of files) {
    const key = temporaryKeyOf(file.dest);
    if (!key || (await storage.size(key)) === null) return REGISTRATION_ERRORS.authorisation_missing;
  }
  return null;
}

/**
 * Inside the registration's transaction, once the account exists: moves the authorisation from
 * tmp/ to the account's private folder and keeps it on the account. A move that fails (the file
 * went meanwhile, or is not this visitor's) is the field's 400, and the transaction writes nothing:
 * the student may send again.
 */
export async function keepStudentAuthorisation(call: FormCall, tx: Database, accountId: number, value: FormValue | undefined): Promise<void> {
  let files: UploadedFile[];
  try {
    files = await commitUploads(call, uploadedFilesOf(value), AUTHORISATION_KIND, accountId, { within: tx });
  } catch {
    throw incomplete({ [FIELD]: REGISTRATION_ERRORS.authorisation_missing });
  }
  await tx
    .update(schema.users)
    .set({ studentAuthorisation: files.map((file) => ({ dest: file.dest, name: file.name, size: file.size })) })
    .where(eq(schema.users.id, accountId));
}

/** Tells the support team that a student waits for verification (after the account is committed). */
export async function tellSupportOfStudent(ctx: ServiceContext, accountId: number): Promise<void> {
  await ctx.outbox.send({
    to: ctx.config.SUPPORT_EMAIL,
    subject: 'Canal Pneumo : inscription étudiante à vérifier',
    text: [
      'Un(e) étudiant(e) vient de s’inscrire et attend la vérification de son autorisation.',
      'L’autorisation signée est jointe au compte.',
      '',
      `Compte : ${ctx.config.PUBLIC_URL}/staff/account/edit/${accountId}`,
    ].join('\n'),
  });
}
