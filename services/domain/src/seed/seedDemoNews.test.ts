import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import request from 'supertest';
import { asc } from 'drizzle-orm';
import type { Express } from 'express';
import { cacheFileRoute, createServiceApp, type DatabaseHandle, schema, type ServiceContext, uploadStorageOf } from '@canal/service-core';
import { binaryBody, createTestContext, makeEvent } from '@canal/service-core/testing';
import { seedDemoNews } from './seedDemoNews';

const { news } = schema;

let ctx: ServiceContext;
let database: DatabaseHandle;
let app: Express;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-demo-news-'));
  ({ ctx, database } = await createTestContext({ DATA_DIR: dataDir }));
  app = createServiceApp(ctx, [cacheFileRoute]);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Width, height and the size of the pixels of a truecolour PNG, read from its chunks. */
function pngOf(bytes: Buffer): { width: number; height: number; pixelBytes: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { width, height, pixelBytes: inflateSync(Buffer.concat(data)).length };
}

describe('the demo news', () => {
  it('has one item of every kind, and their pictures are real PNGs served by /cache/news/{id}', async () => {
    const live = await makeEvent(ctx, { title: 'En direct' });
    await seedDemoNews(ctx.db, uploadStorageOf(ctx), new Map([['live', live.id]]));
    const rows = await ctx.db.select().from(news).orderBy(asc(news.position));
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['cover', 'info', 'image', 'replay', 'event']));
    expect(rows.find((row) => row.title.startsWith('En direct'))?.eventId).toBe(live.id);
    expect(rows.some((row) => row.linkExternal?.startsWith('https://'))).toBe(true);

    const pictured = rows.filter((row) => row.thumb.length > 0);
    expect(pictured.length).toBeGreaterThanOrEqual(4);
    for (const row of pictured) {
      const dest = row.thumb[0].dest;
      expect(dest).toMatch(new RegExp(`^/cache/news/${row.id}/[a-z]+\\.png$`));
      const answer = await request(app).get(dest).buffer(true).parse(binaryBody);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      const png = pngOf(answer.body as Buffer);
      expect(png.pixelBytes).toBe(png.height * (png.width * 3 + 1));
      // A banner for the image item (the whole slide), a thumbnail beside the text for the others; small either way.
      expect(png.width / png.height).toBeCloseTo(row.category === 'image' ? 3 : 1.75, 1);
      expect((answer.body as Buffer).length).toBeLessThan(60_000);
    }
    // Drawing the pictures is CPU work (about 4 s alone, far more on a shared machine): a generous ceiling, not a measure.
  }, 180_000);
});
