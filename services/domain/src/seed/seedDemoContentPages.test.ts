import { asc, eq } from 'drizzle-orm';
import { schema, uploadStorageOf } from '@canal/service-core';
import { createTestContext, makeEvent } from '@canal/service-core/testing';
import { seedDemoContentPages } from './seedDemoContentPages';

const { documentCollections, documentationEntries, documents, events } = schema;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the demo leaflets and documentation', () => {
  it('gives each collection a subtitle and a drawn logo, each leaflet its number and its PDF', async () => {
    const { ctx, database } = await createTestContext();
    try {
      const storage = uploadStorageOf(ctx);
      await seedDemoContentPages(ctx.db, storage, null);
      const collections = await ctx.db.select().from(documentCollections).orderBy(asc(documentCollections.position));
      expect(collections.map((collection) => [collection.title, collection.subTitle])).toEqual([
        ['Asthme', 'Comprendre et maîtriser son asthme'],
        ['BPCO', 'Vivre au quotidien avec une BPCO'],
      ]);
      for (const collection of collections) {
        const [logo] = collection.logo;
        expect(logo?.dest).toBe(`/cache/documentCollections/${collection.id}/logo.png`);
        expect((await storage.read(`documentCollections/${collection.id}/logo.png`))?.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      }
      const leaflets = await ctx.db.select().from(documents).orderBy(asc(documents.id));
      expect(leaflets.map((leaflet) => leaflet.prefix)).toEqual(['Fiche 1', 'Fiche 2', 'Fiche 3', 'Fiche 4']);
      for (const leaflet of leaflets) expect((await storage.read(leaflet.file[0]?.dest.replace('/cache/', '') ?? ''))?.subarray(0, 5).toString()).toBe('%PDF-');
      const pictured = (await ctx.db.select().from(documentationEntries)).filter((entry) => entry.thumb.length > 0);
      expect(pictured.map((entry) => entry.thumb[0]?.dest)).toEqual(pictured.map((entry) => `/cache/documentation/${entry.id}/vignette.png`));
      expect(pictured.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('gives the finished session its slides as a private post-session file', async () => {
    const { ctx, database } = await createTestContext();
    try {
      const storage = uploadStorageOf(ctx);
      const finished = await makeEvent(ctx, { startsInMin: -3000 });
      await seedDemoContentPages(ctx.db, storage, finished.id);
      const [row] = await ctx.db.select().from(events).where(eq(events.id, finished.id));
      const key = `eventPostFiles/${finished.id}/diapositives-sevrage-tabagique.pdf`;
      expect(row?.postFiles).toEqual([{ dest: `/cache/${key}`, name: 'diapositives-sevrage-tabagique.pdf', size: expect.any(Number) }]);
      expect((await storage.read(key))?.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await database.close();
    }
  });
});
