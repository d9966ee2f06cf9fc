import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { contentApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, schema } from '@canal/service-core';

const { documentCollections, documents } = schema;

/**
 * POST /api/documents/list: every collection with its leaflets' names and sizes, for logged-in
 * non-visitors (spec 001 'Podcasts and leaflets'); a visitor gets 401 'not_connected' and the page
 * asks them to log in or register.
 */
export const documentsListRoute = defineRoute(contentApi.documentsList)({
  access: 'member',
  async handle({ ctx }) {
    const collections = await ctx.db.select().from(documentCollections).orderBy(asc(documentCollections.position), asc(documentCollections.id));
    const leaflets = await ctx.db.select().from(documents).orderBy(asc(documents.position), asc(documents.id));
    return {
      documents: 'complete',
      data: collections.map((collection) => ({
        id: collection.id,
        title: collection.title,
        subTitle: collection.subTitle,
        logo: collection.logo[0]?.dest ?? null,
        description: collection.description,
        // A leaflet saved without its PDF (only possible by hand in the database) is not offered.
        documents: leaflets.flatMap((leaflet) => {
          const [file] = leaflet.file;
          if (leaflet.collectionId !== collection.id || !file) return [];
          return [
            {
              id: leaflet.id,
              prefix: leaflet.prefix,
              title: leaflet.title,
              description: leaflet.description,
              fileName: file.name ?? path.basename(file.dest),
              fileSize: file.size ?? 0,
            },
          ];
        }),
      })),
    };
  },
});

/** GET /api/documents/get/{id}: a leaflet's file, for the same users as the list. */
export const documentGetRoute = defineFileRoute(contentApi.documentGet)({
  samplePath: '/api/documents/get/1',
  access: 'member',
  async handle({ ctx, input, reply }) {
    const [leaflet] = await ctx.db.select().from(documents).where(eq(documents.id, input.id));
    return reply.stored(leaflet?.file[0], { missing: 'Document introuvable.', cacheControl: 'private, max-age=3600' });
  },
});
