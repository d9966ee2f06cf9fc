import { eq } from 'drizzle-orm';
import { defineFileRoute, schema, sendStoredFile, pathIdOf } from '@canal/service-core';
import { AUTHORISATION_PATH } from '../../account/studentAuthorisation';


/** GET /api/account/authorisation/{id}: a student's signed authorisation, for the staff who see accounts. */
export const accountAuthorisation = defineFileRoute({
  method: 'get',
  path: AUTHORISATION_PATH,
  samplePath: '/api/account/authorisation/1',
  access: 'accounts',
  async handle(ctx, req, res) {
    const id = pathIdOf(req.params.id, "du compte");
    const [row] = await ctx.db.select({ files: schema.users.studentAuthorisation }).from(schema.users).where(eq(schema.users.id, id));
    await sendStoredFile(ctx, res, row?.files[0], { missing: 'Aucune autorisation pour ce compte.', cacheControl: 'private, no-store' });
  },
});
