import { eq } from 'drizzle-orm';
import { staffApi } from '@canal/contracts';
import { defineFileRoute, schema } from '@canal/service-core';

/** GET /api/account/authorisation/{id}: a student's signed authorisation, for the staff who see accounts. */
export const accountAuthorisation = defineFileRoute(staffApi.accountAuthorisation)({
  samplePath: '/api/account/authorisation/1',
  access: 'accounts',
  async handle({ ctx, input, reply }) {
    const [row] = await ctx.db.select({ files: schema.users.studentAuthorisation }).from(schema.users).where(eq(schema.users.id, input.id));
    return reply.stored(row?.files[0], { missing: 'Aucune autorisation pour ce compte.', cacheControl: 'private, no-store' });
  },
});
