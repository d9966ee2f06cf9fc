import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import { createServiceApp } from '../http/createServiceApp';
import { createTestContext } from '../testing/createTestContext';
import { sessionFor } from '../testing/sessionFor';
import type { DatabaseHandle } from '../db/openDatabase';
import type { ServiceContext } from '../ServiceContext';
import { createCaptchaChallenge, verifyCaptchaPayload } from './captcha';
import { captchaChallengeRoute } from './captchaRoute';
import { defineFormModule } from './defineFormModule';

const EASY = { cost: 10, counterMin: 5, counterMax: 20 };

let ctx: ServiceContext;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ ctx, database } = await createTestContext());
});
afterAll(() => database.close());

/** What the widget posts: base64 JSON of the challenge and its solution. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the self-hosted captcha', () => {
  it('accepts a solved challenge once', async () => {
    const payload = await solved(await createCaptchaChallenge(ctx, EASY));
    expect(await verifyCaptchaPayload(ctx, payload)).toBe(true);
    expect(await verifyCaptchaPayload(ctx, payload)).toBe(false);
  });

  it('refuses a forged, a wrong or an expired solution', async () => {
    const challenge = await createCaptchaChallenge(ctx, EASY);
    const genuine = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString('utf8')) as { challenge: Challenge };
    genuine.challenge.parameters.expiresAt = (genuine.challenge.parameters.expiresAt ?? 0) + 3600;
    expect(await verifyCaptchaPayload(ctx, Buffer.from(JSON.stringify(genuine)).toString('base64'))).toBe(false);
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    expect(await verifyCaptchaPayload(ctx, wrong)).toBe(false);
    expect(await verifyCaptchaPayload(ctx, 'pas du base64 !')).toBe(false);
    expect(await verifyCaptchaPayload(ctx, null)).toBe(false);
    const payload = await solved(await createCaptchaChallenge(ctx, EASY));
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 11 * 60_000);
    expect(await verifyCaptchaPayload(ctx, payload)).toBe(false);
    ctx.now = realNow;
  });

  it('guards a form that asks for it', async () => {
    const form = defineFormModule({
      name: 'contact',
      fetchPath: '/api/test-contact',
      access: 'public',
      idMode: 'none',
      groups: () => [
        {
          items: [
            { id: 'message', label: 'Message', type: 'text', validators: ['notEmpty'] },
            { id: 'captcha', label: 'Captcha', type: 'Captcha' },
          ],
        },
      ],
      load: () => Promise.resolve({}),
      save: () => Promise.resolve({ id: null, status: 'complete' }),
      captcha: () => true,
    });
    const app = createServiceApp(ctx, [captchaChallengeRoute, ...form]);
    const challenge = (await request(app).get('/api/forms/captcha').expect(200)).body as Challenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const visitor = await sessionFor(ctx, null);
    const send = (body: Record<string, string>) =>
      request(app)
        .post('/api/test-contact')
        .set('Cookie', visitor.cookie)
        .set('X-CSRF-Token', visitor.csrf)
        .type('form')
        .send({ fsubmit: 'contact_form', message: 'Bonjour', ...body });
    expect((await send({})).body.data.errors).toEqual({ captcha: 'Merci de valider le captcha.' });
    const payload = await solved(await createCaptchaChallenge(ctx, EASY));
    expect((await send({ captcha: payload }).expect(200)).body.form).toBe('complete');
    expect((await send({ captcha: payload }).expect(400)).body.data.errors).toEqual({ captcha: 'Merci de valider le captcha.' });
  });
});
