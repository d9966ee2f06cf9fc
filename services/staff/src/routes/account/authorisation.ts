import path from 'node:path';
import { eq } from 'drizzle-orm';
import { readId } from '@canal/contracts';
import { badRequest, cacheKeyOf, defineFileRoute, notFound, schema, uploadStorageOf } from '@canal/service-core';
import { AUTHORISATION_PATH } from '../../account/studentAuthorisation';

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** GET /api/account/authorisation/{id}: a student's signed authorisation, for the staff who see accounts. */
export const accountAuthorisation = defineFileRoute({
  method: 'get',
  path: AUTHORISATION_PATH,
  samplePath: '/api/account/authorisation/1',
  access: 'accounts',
  async handle(ctx, req, res) {
    const id = readId(req.params.id);
    if (id === null) throw badRequest("L'identifiant du compte doit être un nombre entier positif.");
    const [row] = await ctx.db.select({ files: schema.users.studentAuthorisation }).from(schema.users).where(eq(schema.users.id, id));
    const file = row?.files[0];
    const key = file ? cacheKeyOf(file.dest) : null;
    const bytes = key ? await uploadStorageOf(ctx).read(key) : null;
    if (!file || !bytes) throw notFound('Aucune autorisation pour ce compte.');
    const name = (file.name ?? path.basename(file.dest)).replace(/[^\w.\- ]/g, '_');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Content-Disposition', `inline; filename="${name}"`);
    res.send(bytes);
  },
});
