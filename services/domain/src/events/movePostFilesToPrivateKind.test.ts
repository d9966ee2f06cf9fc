import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type OpenedContext, schema, uploadStorageOf } from '@canal/service-core';
import { createTestContext, makeEvent } from '@canal/service-core/testing';
import { movePostFilesToPrivateKind } from './movePostFilesToPrivateKind';

const { events } = schema;

let opened: OpenedContext;
let dataDir: string;
beforeAll(async () => {
  // Uploads of its own: another test file's database numbers its sessions the same way.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-post-files-'));
  opened = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await opened.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('post-session files saved under the public events kind', () => {
  it('move to the private kind with their rows, leave the thumbnail public, and only once', async () => {
    const { ctx } = opened;
    const storage = uploadStorageOf(ctx);
    const event = await makeEvent(ctx);
    const slides = Buffer.from('%PDF-1.4 diapositives');
    const picture = Buffer.from('image partagée');
    await storage.put(`events/${event.id}/diapos.pdf`, slides);
    await storage.put(`events/${event.id}/vignette.png`, picture);
    const legacy = [
      { dest: `/cache/events/${event.id}/diapos.pdf`, name: 'diapos.pdf', size: slides.length },
      { dest: `/cache/events/${event.id}/vignette.png`, name: 'vignette.png', size: picture.length },
      { dest: 'https://exemple.fr/programme.pdf', name: 'programme.pdf' },
    ];
    await ctx.db
      .update(events)
      .set({ postFiles: legacy, thumb: [{ dest: `/cache/events/${event.id}/vignette.png` }] })
      .where(eq(events.id, event.id));
    const untouched = await makeEvent(ctx, { postFiles: [{ dest: '/cache/eventPostFiles/1/deja.pdf', name: 'deja.pdf' }] });

    expect(await movePostFilesToPrivateKind(ctx)).toBe(2);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.postFiles).toEqual([
      { dest: `/cache/eventPostFiles/${event.id}/diapos.pdf`, name: 'diapos.pdf', size: slides.length },
      { dest: `/cache/eventPostFiles/${event.id}/vignette.png`, name: 'vignette.png', size: picture.length },
      legacy[2],
    ]);
    expect(await storage.read(`eventPostFiles/${event.id}/diapos.pdf`)).toEqual(slides);
    expect(await storage.read(`events/${event.id}/diapos.pdf`)).toBeNull();
    // The thumbnail used the same file: it is copied, and stays where /cache serves it.
    expect(await storage.read(`eventPostFiles/${event.id}/vignette.png`)).toEqual(picture);
    expect(await storage.read(`events/${event.id}/vignette.png`)).toEqual(picture);
    expect(row?.thumb).toEqual([{ dest: `/cache/events/${event.id}/vignette.png` }]);
    const [other] = await ctx.db.select().from(events).where(eq(events.id, untouched.id));
    expect(other?.postFiles).toEqual([{ dest: '/cache/eventPostFiles/1/deja.pdf', name: 'deja.pdf' }]);

    expect(await movePostFilesToPrivateKind(ctx)).toBe(0);
  });
});
