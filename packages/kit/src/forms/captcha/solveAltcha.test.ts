import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { engineApi } from '@canal/contracts';
import { createCaptchaChallenge, createServiceApp, defineRoute, verifyCaptchaPayload, type ServiceContext } from '@canal/service-core';
import { createTestContext } from '@canal/service-core/testing';
import { canSolveCaptcha, solveAltcha } from './solveAltcha';

/** A quick challenge for the test (the site's takes about a second in a browser). */
const EASY = { cost: 10, counterMin: 5, counterMax: 20 };

let ctx: ServiceContext;
let close: () => Promise<void>;
let server: Server;
let challengeUrl: string;

beforeAll(async () => {
  const test = await createTestContext();
  ctx = test.ctx;
  const challenge = defineRoute(engineApi.captchaChallenge)({ access: 'public', handle: ({ ctx: context }) => createCaptchaChallenge(context, EASY) });
  server = createServiceApp(ctx, [challenge]).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  challengeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/forms/captcha`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await test.database.close();
  };
});
afterAll(() => close());

describe('the captcha widget’s solver', () => {
  it('solves the server’s challenge with Web Crypto, and the server accepts the payload once', async () => {
    expect(canSolveCaptcha()).toBe(true);
    const solved = await solveAltcha(challengeUrl, new AbortController());
    expect(solved).not.toBeNull();
    expect(solved?.expiresAt).toBeGreaterThan(Date.now());
    expect(await verifyCaptchaPayload(ctx, solved?.payload ?? null)).toBe(true);
    expect(await verifyCaptchaPayload(ctx, solved?.payload ?? null)).toBe(false);
  });

  it('gives nothing once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(challengeUrl, controller)).toBeNull();
  });
});
