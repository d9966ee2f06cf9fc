import { isStaticPageKey, publicApi } from '@canal/contracts';
import { defineRoute, notFound } from '@canal/service-core';
import { staticPage } from '../../pages/staticPages';

/** GET /api/page/get/{legal | confidentiality | cookies}: a static page's title and text. */
export const pageGet = defineRoute(publicApi.page)({
  samplePath: '/api/page/get/legal',
  access: 'public',
  handle({ ctx, input }) {
    if (!isStaticPageKey(input.key)) throw notFound();
    return { page: 'complete', data: staticPage(input.key, { sessionHours: ctx.config.SESSION_TTL_HOURS }) };
  },
});
