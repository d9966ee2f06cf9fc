import request from 'supertest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { defineEndpoint } from '@canal/contracts';
import type { OpenedContext } from '../createContext';
import { mailOutbox, users } from '../db/schema';
import { createServiceApp } from '../http/createServiceApp';
import { badRequest } from '../http/HttpError';
import { createTestContext } from '../testing/createTestContext';
import { eventually } from '../testing/eventually';
import { makeUser } from '../testing/factories';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import { defineRoute } from './defineRoute';

const rename = defineEndpoint({
  method: 'post',
  path: '/api/test/rename',
  input: z.strictObject({ firstname: z.string().max(40), fail: z.enum(['no', 'handler', 'answer']) }),
  output: z.object({ renamed: z.literal('complete') }),
});

/**
 * `transactional: true`: the handler's writes, its mail and its job commit together or not at all,
 * and what it publishes on the bus leaves only after the commit, so another process never reads the rows before.
 */
describe('a transactional route', () => {
  let opened: OpenedContext;
  let app: ReturnType<typeof createServiceApp>;
  let session: TestSession;
  let userId: number;
  /** The first name the database held when each `sessions.changed` publication arrived. */
  const namesSeenByTheBus: string[] = [];

  beforeAll(async () => {
    opened = await createTestContext();
    const { ctx } = opened;
    const user = await makeUser(ctx, { firstname: 'Avant' });
    userId = user.id;
    session = await sessionFor(ctx, user.email);
    ctx.bus.subscribe('sessions.changed', (change) => {
      if (change.userId !== userId) return;
      void ctx.db
        .select({ firstname: users.firstname })
        .from(users)
        .where(eq(users.id, userId))
        .then(([row]) => namesSeenByTheBus.push(row?.firstname ?? ''));
    });
    app = createServiceApp(ctx, [
      defineRoute(rename)({
        access: 'member',
        transactional: true,
        async handle({ ctx: tx, input, user: caller }) {
          await tx.db.update(users).set({ firstname: input.firstname }).where(eq(users.id, caller.id));
          await tx.outbox.send({ to: caller.email, subject: 'Prénom modifié', text: input.firstname });
          await tx.sessions.userChanged(caller.id);
          if (input.fail === 'handler') throw badRequest('Refusé après coup.');
          // An answer that does not match its endpoint is a 500: the writes go back too.
          return (input.fail === 'answer' ? { renamed: 'oops' } : { renamed: 'complete' }) as { renamed: 'complete' };
        },
      }),
    ]);
  });

  afterAll(() => opened.close());

  const post = (firstname: string, fail: 'no' | 'handler' | 'answer') =>
    request(app).post('/api/test/rename').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send({ firstname, fail });
  const stored = async () => (await opened.ctx.db.select({ firstname: users.firstname }).from(users).where(eq(users.id, userId)))[0]?.firstname;
  const mailsTo = async (text: string) => (await opened.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.text, text))).length;

  it('writes nothing, mails nobody and publishes nothing when the handler fails', async () => {
    const response = await post('Raté', 'handler');
    expect(response.status).toBe(400);
    expect(response.body.log).toBe('Refusé après coup.');
    expect(await stored()).toBe('Avant');
    expect(await mailsTo('Raté')).toBe(0);
    expect(namesSeenByTheBus).toEqual([]);
  });

  it('rolls back when the answer does not match the endpoint', async () => {
    expect((await post('Dérive', 'answer')).status).toBe(500);
    expect(await stored()).toBe('Avant');
    expect(await mailsTo('Dérive')).toBe(0);
  });

  it('commits the row and its mail together, and publishes once the row is readable', async () => {
    const response = await post('Après', 'no');
    expect(response.status).toBe(200);
    expect(await stored()).toBe('Après');
    expect(await mailsTo('Après')).toBe(1);
    await eventually(
      () => namesSeenByTheBus.length,
      (count) => count === 1,
      10_000,
    );
    expect(namesSeenByTheBus).toEqual(['Après']);
  });
});
