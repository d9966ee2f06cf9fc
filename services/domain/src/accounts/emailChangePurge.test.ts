import { eq } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { createTestContext, makeUser } from '@canal/service-core/testing';
import { EMAIL_CHANGE_KEPT_MS, EMAIL_CHANGE_TTL_MS, purgeOldEmailChanges, requestEmailChange } from './emailChange';

const { emailChanges } = schema;

/** Old and new addresses of a change are personal data: kept 30 days after the link stopped working, then deleted. */
let ctx: ServiceContext;
let close: () => Promise<void>;
const start = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  const opened = await createTestContext();
  ctx = opened.ctx;
  close = () => opened.database.close();
});
afterAll(() => close());

const rowsOf = async (userId: number) => ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, userId));

describe('purgeOldEmailChanges', () => {
  it('deletes the changes whose link expired more than 30 days ago, and keeps the others', async () => {
    const [old, recent] = [await makeUser(ctx), await makeUser(ctx)];
    ctx.now = () => start;
    await requestEmailChange(ctx, { account: old, newEmail: 'ancienne.demande@exemple.fr', by: null });
    ctx.now = () => new Date(start.getTime() + EMAIL_CHANGE_KEPT_MS);
    await requestEmailChange(ctx, { account: recent, newEmail: 'demande.recente@exemple.fr', by: null });
    ctx.now = () => new Date(start.getTime() + EMAIL_CHANGE_TTL_MS + EMAIL_CHANGE_KEPT_MS + 1000);
    expect(await purgeOldEmailChanges(ctx)).toBe(1);
    expect(await rowsOf(old.id)).toEqual([]);
    expect((await rowsOf(recent.id)).map((row) => row.newEmail)).toEqual(['demande.recente@exemple.fr']);
  });
});
