import { z } from 'zod';
import { DOCUMENTATION_SECTIONS, documentCollectionSchema, documentationEntrySchema, faqItemSchema, memberFilesEventSchema } from '../contentPages';
import { defineEndpoint } from './defineEndpoint';

/** GET /api/faq/get/all: the help page's questions by position, and whether the caller may edit them. */
export const faqList = defineEndpoint({
  method: 'get',
  path: '/api/faq/get/all',
  input: z.strictObject({}),
  output: z.object({ faq: z.literal('complete'), data: z.array(faqItemSchema), canEdit: z.boolean() }),
});

/** POST /api/documents/list: 'Nos fiches patients', the collections and their leaflets, for logged-in non-visitors (a visitor gets 401 'not_connected'). */
export const documentsList = defineEndpoint({
  method: 'post',
  path: '/api/documents/list',
  input: z.strictObject({}),
  output: z.object({ documents: z.literal('complete'), data: z.array(documentCollectionSchema) }),
});

/** GET /api/documents/get/{id}: a leaflet's file, for logged-in users. */
export const DOCUMENT_GET_PATH = '/api/documents/get/:id';

/** POST /api/documentation/list: the documentation page's entries by section (#news, #tools, #doc). */
export const documentationList = defineEndpoint({
  method: 'post',
  path: '/api/documentation/list',
  input: z.strictObject({}),
  output: z.object({
    documentation: z.literal('complete'),
    data: z.record(z.enum(DOCUMENTATION_SECTIONS), z.array(documentationEntrySchema)),
  }),
});

/** GET /api/files/event/{eventId}/{file}: one post-session file of a session, for its subscribers, staff and admins ('Mes fichiers' links here). */
export const EVENT_FILE_PATH = '/api/files/event/:eventId/:file';

/** POST /api/files/mine: 'Mes fichiers', the caller's sessions that have files, latest first. */
export const filesMine = defineEndpoint({
  method: 'post',
  path: '/api/files/mine',
  input: z.strictObject({}),
  output: z.object({ files: z.literal('complete'), data: z.array(memberFilesEventSchema) }),
});

/**
 * The speed test (LibreSpeed's protocol, spec 000 section 7): `garbage` streams ckSize MiB of
 * random bytes, `empty` answers at once (ping, and the upload's sink), `getIP` names the caller.
 */
export const SPEEDTEST_GARBAGE_PATH = '/api/speedtest/garbage';
export const SPEEDTEST_EMPTY_PATH = '/api/speedtest/empty';
export const speedtestIp = defineEndpoint({
  method: 'get',
  path: '/api/speedtest/getIP',
  input: z.strictObject({}),
  output: z.object({ processedString: z.string() }),
});
