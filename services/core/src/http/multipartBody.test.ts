import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import type { OpenedContext } from '../createContext';
import { defineRoute } from '../routes/defineRoute';
import { createTestContext } from '../testing/createTestContext';
import { makeUser } from '../testing/factories';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import { createServiceApp } from './createServiceApp';

const echo = defineEndpoint({
  method: 'post',
  path: '/api/test/multipart',
  input: z.strictObject({
    rid: z.string().optional(),
    rids: z.array(z.string()).optional(),
    message: z.string().max(20_000).optional(),
    fsubmit: z.string().optional(),
  }),
  output: z.object({ echo: z.literal('complete'), rid: z.string().nullable(), rids: z.array(z.string()), length: z.number() }),
});

/** Spec 000 §7 sends several calls as multipart/form-data, the CSRF token among the fields: read them like a form. */
describe('multipart bodies', () => {
  let opened: OpenedContext;
  let app: ReturnType<typeof createServiceApp>;
  let session: TestSession;

  beforeAll(async () => {
    opened = await createTestContext({ MAX_BODY_KB: '4' });
    app = createServiceApp(opened.ctx, [
      defineRoute(echo)({
        access: 'member',
        handle: ({ input }) => ({ echo: 'complete', rid: input.rid ?? null, rids: input.rids ?? [], length: input.message?.length ?? 0 }),
      }),
    ]);
    session = await sessionFor(opened.ctx, (await makeUser(opened.ctx)).email);
  });
  afterAll(() => opened.close());

  const multipart = () => request(app).post('/api/test/multipart').set('Cookie', session.cookie);

  it('reads the fields, the CSRF token among them, and lists from repeated or bracketed names', async () => {
    const answer = await multipart()
      .field('rid', '12')
      .field('rids[]', '3')
      .field('rids[]', '4')
      .field('fsubmit', 'message_form')
      .field('csrf', session.csrf)
      .expect(200);
    expect(answer.body).toEqual({ echo: 'complete', rid: '12', rids: ['3', '4'], length: 0 });
  });

  it('refuses a multipart call without its CSRF token, as a form one', async () => {
    const refused = await multipart().field('rid', '12').expect(403);
    expect(refused.body.log).toEqual(expect.any(String));
  });

  it('keeps the size limit: a body over MAX_BODY_KB is a French 413', async () => {
    const refused = await multipart().field('csrf', session.csrf).field('message', 'x'.repeat(6000)).expect(413);
    expect(refused.body.log).toBe('Requête trop volumineuse : 4 Ko au plus.');
  });

  it('refuses a file part with a French 400 (the spec sends files as data URLs)', async () => {
    const refused = await multipart().field('csrf', session.csrf).attach('fichier', Buffer.from('%PDF-1.4'), 'x.pdf').expect(400);
    expect(refused.body.log).toBe('Requête invalide : les fichiers s’envoient en data URL (champ dataURL), pas en pièce jointe.');
  });
});
