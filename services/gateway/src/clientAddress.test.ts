import type { RequestListener } from 'node:http';
import request from 'supertest';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '@canal/service-core';
import { createTestContext } from '@canal/service-core/testing';
import { inProcessGateway } from './inProcessGateway';

/**
 * All-in-one mode: the gateway calls the service apps in this process, through the same signed
 * header as in split mode (splitMode.split.test.ts is the split twin). A client may send whatever
 * forwarding or signed header it likes: the services see the address of its connection.
 */
async function gatewayWith(env: Record<string, string>): Promise<{ app: RequestListener; close(): Promise<void>; secret: string }> {
  const opened = await createTestContext(env);
  return { app: inProcessGateway(opened.ctx), close: () => opened.database.close(), secret: opened.ctx.config.CLIENT_ADDRESS_SECRET };
}

async function addressSeen(app: RequestListener, headers: Record<string, string> = {}): Promise<string> {
  return (await request(app).get('/api/speedtest/getIP').set(headers).expect(200)).body.processedString as string;
}

describe('the client address behind the all-in-one gateway', () => {
  it('is the socket’s peer: forwarding headers and a signed header sent by the client are not believed', async () => {
    const gateway = await gatewayWith({});
    try {
      const own = await addressSeen(gateway.app);
      expect(own).toMatch(/127\.0\.0\.1|::1/);
      expect(await addressSeen(gateway.app, { 'X-Forwarded-For': '198.51.100.1' })).toBe(own);
      // Even a correctly signed header from the client is replaced by the gateway's own.
      expect(await addressSeen(gateway.app, { [CLIENT_ADDRESS_HEADER]: signClientAddress(gateway.secret, '198.51.100.2', Date.now()) })).toBe(own);
    } finally {
      await gateway.close();
    }
  });

  it('limits a client that rotates X-Forwarded-For as one address (RATE_LIMIT_PER_MINUTE)', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_MINUTE: '10' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        statuses.push((await request(gateway.app).get('/api/speedtest/getIP').set('X-Forwarded-For', `198.51.100.${index}`)).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await gateway.close();
    }
  });

  it('believes X-Forwarded-For from a load balancer that TRUST_PROXY names, and passes that address on signed', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'loopback' });
    try {
      expect(await addressSeen(gateway.app, { 'X-Forwarded-For': '203.0.113.9' })).toBe('203.0.113.9');
    } finally {
      await gateway.close();
    }
  });
});
