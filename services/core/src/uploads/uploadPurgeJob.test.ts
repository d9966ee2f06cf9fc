import fs from 'node:fs/promises';
import path from 'node:path';
import type { OpenedContext } from '../createContext';
import { temporaryUploads } from '../db/schema';
import { createTestContext } from '../testing/createTestContext';
import { TEMPORARY_UPLOAD_LIFETIME_MS, uploadPurgeJob } from './uploadPurgeJob';
import { uploadStorageOf } from './uploadStorageOf';

let opened: OpenedContext;
beforeAll(async () => {
  opened = await createTestContext();
});
afterAll(() => opened.database.close());

/** Dates a folder of the upload storage as if its upload had arrived at `when`. */
async function receivedAt(key: string, when: Date): Promise<void> {
  await fs.utimes(path.join(opened.ctx.config.dataDir, 'uploads', key), when, when);
}

describe('uploadPurgeJob', () => {
  it('removes the uploads left in tmp/ for more than a day, and nothing a saved row holds', async () => {
    const { ctx } = opened;
    const storage = uploadStorageOf(ctx);
    const now = new Date();
    await storage.put('tmp/abandonne/photo.png', Buffer.from('a'));
    await storage.put('tmp/encours/fiche.pdf', Buffer.from('b'));
    await storage.put('news/41/ancienne.png', Buffer.from('c'));
    const dayAndMinuteAgo = new Date(now.getTime() - TEMPORARY_UPLOAD_LIFETIME_MS - 60_000);
    await receivedAt('tmp/abandonne', dayAndMinuteAgo);
    await receivedAt('tmp/encours', new Date(now.getTime() - TEMPORARY_UPLOAD_LIFETIME_MS + 60_000));
    await receivedAt('news/41', dayAndMinuteAgo);
    const waiting = { holder: 'visitor:x', address: '192.0.2.1', byVisitor: true, form: 'f', field: 'f', type: 'image/png', size: 1 };
    const record = (key: string, createdAt: Date) => ({ ...waiting, key, createdAt });
    const minuteAgo = new Date(now.getTime() - 60_000);
    await ctx.db.insert(temporaryUploads).values([record('tmp/abandonne/photo.png', dayAndMinuteAgo), record('tmp/encours/fiche.pdf', minuteAgo)]);

    await uploadPurgeJob.run({ ...ctx, now: () => now }, {});
    expect(await storage.read('tmp/abandonne/photo.png')).toBeNull();
    expect(await storage.read('tmp/encours/fiche.pdf')).toEqual(Buffer.from('b'));
    expect(await storage.read('news/41/ancienne.png')).toEqual(Buffer.from('c'));
    // Their records go too: the day-old one no longer weighs on tmp/ nor counts for its address.
    expect((await ctx.db.select({ key: temporaryUploads.key }).from(temporaryUploads)).map((row) => row.key)).toEqual(['tmp/encours/fiche.pdf']);
  });
});
