import { z } from 'zod';
import { idSchema } from '../ids';
import { newsItemSchema } from '../news';
import { defineEndpoint } from './defineEndpoint';

/** POST /api/news/get/all: the carousel's items, the cover first then by position (spec 000 section 2.5). */
export const newsAll = defineEndpoint({
  method: 'post',
  path: '/api/news/get/all',
  input: z.strictObject({ universe: z.string().max(64).optional() }),
  output: z.object({ news: z.literal('complete'), data: z.array(newsItemSchema) }),
});

/** POST /api/news/click: counts a click on an item (for staff's figures), then the page opens it. */
export const newsClick = defineEndpoint({
  method: 'post',
  path: '/api/news/click',
  input: z.strictObject({ id: idSchema }),
  output: z.object({ news: z.literal('complete') }),
});
