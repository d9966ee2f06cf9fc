import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint, idSchema } from '@canal/contracts';
import type { OpenedContext } from '../createContext';
import { createServiceApp } from '../http/createServiceApp';
import type { Logger } from '../log/createLogger';
import type { ServiceContext } from '../ServiceContext';
import { createTestContext } from '../testing/createTestContext';
import { makeUser } from '../testing/factories';
import { sessionFor } from '../testing/sessionFor';
import { defineRoute } from './defineRoute';

/** A logger that keeps what it is told, to read what an operator would see. */
function recordingLogger(lines: Array<{ message: string; fields?: Record<string, unknown> }>): Logger {
  const write = (message: string, fields?: Record<string, unknown>) => void lines.push({ message, fields });
  const logger: Logger = { debug: write, info: write, warn: write, error: write, child: () => logger };
  return logger;
}

const whoAmI = defineEndpoint({
  method: 'get',
  path: '/api/test/who/:id',
  input: z.strictObject({ id: idSchema, greeting: z.enum(['bonjour', 'salut']).optional() }),
  output: z.object({ who: z.literal('complete'), id: z.number(), greeting: z.string(), email: z.string().nullable() }),
});

const drifting = defineEndpoint({
  method: 'post',
  path: '/api/test/drift',
  input: z.strictObject({ csrf: z.string().optional() }),
  output: z.object({ drift: z.literal('complete'), count: z.number() }),
});

const withSecret = defineEndpoint({
  method: 'post',
  path: '/api/test/secret',
  input: z.strictObject({ csrf: z.string().optional(), name: z.string().max(10) }),
  output: z.object({ saved: z.literal('complete'), name: z.string() }),
});

describe('defineRoute: typed handlers between the endpoint and the wire', () => {
  let opened: OpenedContext;
  let app: ReturnType<typeof createServiceApp>;
  const logged: Array<{ message: string; fields?: Record<string, unknown> }> = [];
  let seenAddress = '';
  /** A member's e-mail: each test opens its own session for it. */
  let member: string;

  beforeAll(async () => {
    opened = await createTestContext();
    member = (await makeUser(opened.ctx)).email;
    const ctx: ServiceContext = { ...opened.ctx, logger: recordingLogger(logged) };
    app = createServiceApp(ctx, [
      defineRoute(whoAmI)({
        access: 'public',
        handle: ({ input, user, reply }) => {
          seenAddress = reply.clientAddress;
          return { who: 'complete', id: input.id, greeting: input.greeting ?? 'bonjour', email: user?.email ?? null };
        },
      }),
      defineRoute(drifting)({
        access: 'loggedIn',
        // A handler whose answer no longer matches its declaration, as after a careless refactor.
        handle: () => ({ drift: 'complete', count: 'three' }) as unknown as { drift: 'complete'; count: number },
      }),
      defineRoute(withSecret)({
        access: 'loggedIn',
        handle: ({ input }) => ({ saved: 'complete', name: input.name, passwordHash: '$argon2id$secret' }),
      }),
    ]);
  });
  afterAll(() => opened.database.close());
  beforeEach(() => void logged.splice(0));

  it('gives the handler the parsed input, the session user and the caller address', async () => {
    const session = await sessionFor(opened.ctx, member);
    const response = await request(app).get('/api/test/who/42?greeting=salut').set('Cookie', session.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ who: 'complete', id: 42, greeting: 'salut', email: member });
    expect(seenAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('gives a visitor null as user', async () => {
    const response = await request(app).get('/api/test/who/7');
    expect(response.body).toEqual({ who: 'complete', id: 7, greeting: 'bonjour', email: null });
  });

  it('answers bad input with a French 400 and never runs the handler', async () => {
    const tooLarge = await request(app).get('/api/test/who/9999999999');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ result: false, error: 'bad_request' });
    expect(tooLarge.body.log).toBe('Requête invalide : « id » : Identifiant invalide : ce nombre est trop grand.');

    const unknownField = await request(app).get('/api/test/who/1?admin=1');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.log).toMatch(/^Requête invalide/);

    const wrongChoice = await request(app).get('/api/test/who/1?greeting=hello');
    expect(wrongChoice.status).toBe(400);
    expect(wrongChoice.body.log).toMatch(/^Requête invalide : « greeting »/);
  });

  it('turns an answer that drifted from its endpoint into a logged 500, without the details', async () => {
    const session = await sessionFor(opened.ctx, member);
    const response = await request(app).post('/api/test/drift').set('Cookie', session.cookie).type('form').send({ csrf: session.csrf });
    expect(response.status).toBe(500);
    expect(response.body.log).toBe('Une erreur interne est survenue. Merci de réessayer dans quelques instants.');
    expect(JSON.stringify(response.body)).not.toMatch(/three|count/);
    expect(logged).toEqual([
      expect.objectContaining({
        message: 'answer does not match its endpoint',
        fields: expect.objectContaining({ method: 'post', path: '/api/test/drift', problem: expect.stringContaining('« count »') }),
      }),
    ]);
  });

  it('sends only what the endpoint declares', async () => {
    const session = await sessionFor(opened.ctx, member);
    const response = await request(app).post('/api/test/secret').set('Cookie', session.cookie).type('form').send({ csrf: session.csrf, name: 'Claire' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ saved: 'complete', name: 'Claire' });
  });

  it('writes a JSON answer as Express did: a weak validator and a 304 for GET, the length, no validator for a POST', async () => {
    const fetched = await request(app).get('/api/test/who/42');
    const text = '{"who":"complete","id":42,"greeting":"bonjour","email":null}';
    expect(fetched.text).toBe(text);
    expect(fetched.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fetched.headers['content-length']).toBe(String(text.length));
    expect(fetched.headers.etag).toMatch(new RegExp(`^W/"${text.length.toString(16)}-[A-Za-z0-9+/]{27}"$`));
    const again = await request(app).get('/api/test/who/42').set('If-None-Match', String(fetched.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await request(app).head('/api/test/who/42');
    expect([head.status, head.headers['content-length'], head.headers.etag]).toEqual([200, String(text.length), fetched.headers.etag]);

    const session = await sessionFor(opened.ctx, member);
    const posted = await request(app).post('/api/test/secret').set('Cookie', session.cookie).type('form').send({ csrf: session.csrf, name: 'Zoé' });
    expect(posted.text).toBe('{"saved":"complete","name":"Zoé"}');
    expect(posted.headers['content-length']).toBe(String(Buffer.byteLength(posted.text)));
    expect(posted.headers.etag).toBeUndefined();
  });
});
