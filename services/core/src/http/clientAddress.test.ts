import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import type { OpenedContext } from '../createContext';
import { defineRoute } from '../routes/defineRoute';
import { createTestContext } from '../testing/createTestContext';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_WINDOW_MS,
  clientAddressSigner,
  clientAddressVerifier,
  signClientAddress,
  verifiedClientAddress,
} from './clientAddress';
import { createServiceApp } from './createServiceApp';

const SECRET = 'c'.repeat(64);

describe('the signed client address', () => {
  const now = 1_767_225_600_000;

  it('gives back the address the gateway signed, IPv4 and IPv6', () => {
    for (const address of ['203.0.113.7', '2001:db8::7', '::ffff:127.0.0.1']) {
      expect(verifiedClientAddress(SECRET, signClientAddress(SECRET, address, now), now)).toBe(address);
    }
  });

  it('believes nothing else: another secret, another address, a stale or future time, a malformed header', () => {
    const signed = signClientAddress(SECRET, '203.0.113.7', now);
    const [, at, signature] = signed.split(';');
    expect(verifiedClientAddress('d'.repeat(64), signed, now)).toBeNull();
    expect(verifiedClientAddress(SECRET, `198.51.100.1;${at};${signature}`, now)).toBeNull();
    expect(verifiedClientAddress(SECRET, `203.0.113.7;${Number(at) + 1};${signature}`, now)).toBeNull();
    expect(verifiedClientAddress(SECRET, signed, now + CLIENT_ADDRESS_WINDOW_MS + 1)).toBeNull();
    expect(verifiedClientAddress(SECRET, signed, now - CLIENT_ADDRESS_WINDOW_MS - 1)).toBeNull();
    expect(verifiedClientAddress(SECRET, signed, now + CLIENT_ADDRESS_WINDOW_MS)).toBe('203.0.113.7');
    const malformed = [undefined, '', '203.0.113.7', `203.0.113.7;${at}`, `${signed};x`, `;${at};${signature}`, `203.0.113.7;-1;${signature}`, 'x'.repeat(400)];
    for (const header of malformed) expect(verifiedClientAddress(SECRET, header, now)).toBeNull();
  });
});

describe('signing and checking once a second', () => {
  const second = 1_767_225_600_000;

  it('signs an address once a second, at the start of that second, and anew the next second', () => {
    const signed = clientAddressSigner(SECRET);
    const first = signed('203.0.113.7', second + 120);
    expect(first).toBe(signClientAddress(SECRET, '203.0.113.7', second));
    expect(signed('203.0.113.7', second + 990)).toBe(first);
    expect(signed('198.51.100.4', second + 990)).toBe(signClientAddress(SECRET, '198.51.100.4', second));
    expect(signed('203.0.113.7', second + 1000)).toBe(signClientAddress(SECRET, '203.0.113.7', second + 1000));
  });

  it('believes what verifiedClientAddress believes, and stops believing a header once it is stale', () => {
    const verified = clientAddressVerifier(SECRET);
    const header = signClientAddress(SECRET, '203.0.113.7', second);
    expect(verified(header, second + 10)).toBe('203.0.113.7');
    expect(verified(header, second + 20)).toBe('203.0.113.7');
    expect(verified(`${header}x`, second + 20)).toBeNull();
    expect(verified(signClientAddress('d'.repeat(64), '198.51.100.1', second), second + 20)).toBeNull();
    expect(verified(undefined, second + 20)).toBeNull();
    // A second later the answer is checked again, and past the window it is refused.
    expect(verified(header, second + CLIENT_ADDRESS_WINDOW_MS)).toBe('203.0.113.7');
    expect(verified(header, second + CLIENT_ADDRESS_WINDOW_MS + 1000)).toBeNull();
  });
});

const whereFrom = defineEndpoint({ method: 'get', path: '/api/test/from', input: z.object({}), output: z.object({ address: z.string() }) });

describe('a service app believes only the address its gateway signed', () => {
  let opened: OpenedContext;
  let app: ReturnType<typeof createServiceApp>;
  beforeAll(async () => {
    opened = await createTestContext();
    app = createServiceApp(opened.ctx, [defineRoute(whereFrom)({ access: 'public', handle: ({ reply }) => ({ address: reply.clientAddress }) })]);
  });
  afterAll(() => opened.database.close());

  const from = async (headers: Record<string, string>) => (await request(app).get('/api/test/from').set(headers).expect(200)).body.address as string;
  const signedBy = (secret: string, address: string, at = Date.now()) => ({ [CLIENT_ADDRESS_HEADER]: signClientAddress(secret, address, at) });

  it('takes the signed address', async () => {
    expect(await from(signedBy(opened.ctx.config.CLIENT_ADDRESS_SECRET, '203.0.113.7'))).toBe('203.0.113.7');
  });

  it('answers a peer that forges, replays late or forwards addresses with its own address', async () => {
    const ownAddress = await from({});
    expect(ownAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(await from({ 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '198.51.100.2', Forwarded: 'for=198.51.100.3' })).toBe(ownAddress);
    expect(await from(signedBy('e'.repeat(64), '198.51.100.4'))).toBe(ownAddress);
    expect(await from(signedBy(opened.ctx.config.CLIENT_ADDRESS_SECRET, '198.51.100.5', Date.now() - 2 * CLIENT_ADDRESS_WINDOW_MS))).toBe(ownAddress);
    expect(await from({ [CLIENT_ADDRESS_HEADER]: '198.51.100.6;1;forged' })).toBe(ownAddress);
  });
});
