import { isStaticPageKey, publicApi } from '@canal/contracts';
import { defineRoute, notFound } from '@canal/service-core';
import { staticPageOf } from '@canal/domain';

/** GET /api/page/get/{legal | confidentiality | cookies}: a static page's title and text, as staff last edited it. */
export const pageGet = defineRoute(publicApi.page)({
  samplePath: '/api/page/get/legal',
  access: 'public',
  async handle({ ctx, input }) {
    if (!isStaticPageKey(input.key)) throw notFound();
    return { page: 'complete', data: await staticPageOf(ctx, input.key) };
  },
});
