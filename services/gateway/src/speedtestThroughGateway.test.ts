import request from 'supertest';
import { contentApi, fileUrl } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import { createTestContext, binaryBody } from '@canal/service-core/testing';
import { inProcessGateway } from './inProcessGateway';

/**
 * The speed test's download must reach the browser as the service wrote it: compressed by the
 * gateway, the random bytes would not shrink, but the browser would count decoded bytes against
 * time spent on encoded ones and the figures would no longer be the network's.
 */
describe('the speed test through the gateway', () => {
  let gateway: ReturnType<typeof inProcessGateway>;
  let close: () => Promise<void>;
  let db: ServiceContext['db'];

  beforeAll(async () => {
    const { ctx, database } = await createTestContext();
    gateway = inProcessGateway(ctx);
    db = ctx.db;
    close = () => database.close();
  });

  afterAll(() => close());

  it('sends /api/speedtest/garbage uncompressed to a browser that accepts gzip and br, byte for byte', async () => {
    const response = await request(gateway)
      .get(fileUrl(contentApi.speedtestGarbage, { ckSize: 1 }))
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-length']).toBe(String(1024 * 1024));
    expect((response.body as Buffer).length).toBe(1024 * 1024);
  });

  it('compresses an ordinary API answer for the same browser, so the absence above is the speed test’s own', async () => {
    await db.insert(schema.faqItems).values(
      Array.from({ length: 20 }, (_, index) => ({
        position: index + 1,
        question: `Question ${index + 1} ?`,
        answer: 'Une réponse assez longue pour dépasser le seuil de compression. '.repeat(4),
      })),
    );
    const response = await request(gateway).get(contentApi.faqList.path).set('Accept-Encoding', 'gzip, br').expect(200);
    expect(['gzip', 'br']).toContain(response.headers['content-encoding']);
  });
});
