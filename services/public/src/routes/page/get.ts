import { z } from 'zod';
import { defineRoute, notFound, parseInput } from '@canal/service-core';
import { isStaticPageKey, staticPage } from '../../pages/staticPages';

const pageParams = z.strictObject({ key: z.string().max(64) });

/** GET /api/page/get/{legal | confidentiality | cookies}: a static page's title and text. */
export const pageGet = defineRoute({
  method: 'get',
  path: '/api/page/get/:key',
  samplePath: '/api/page/get/legal',
  access: 'public',
  handle(ctx, req, res) {
    const { key } = parseInput(pageParams, req.params);
    if (!isStaticPageKey(key)) throw notFound();
    res.json({ page: 'complete', data: staticPage(key, { sessionHours: ctx.config.SESSION_TTL_HOURS }) });
  },
});
