import { z } from 'zod';
import { DOCUMENTATION_SECTIONS, documentCollectionSchema, documentationEntrySchema, faqItemSchema, memberFilesEventSchema } from '../contentPages';
import { namedIdSchema } from '../ids';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

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
export const documentGet = defineFileEndpoint({ path: '/api/documents/get/:id', input: z.strictObject({ id: namedIdSchema('du document') }) });

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
export const eventFile = defineFileEndpoint({
  path: '/api/files/event/:eventId/:file',
  input: z.strictObject({ eventId: namedIdSchema("de l'émission"), file: z.string().min(1).max(200) }),
});

/** POST /api/files/mine: 'Mes fichiers', the caller's sessions that have files, latest first. */
export const filesMine = defineEndpoint({
  method: 'post',
  path: '/api/files/mine',
  input: z.strictObject({}),
  output: z.object({ files: z.literal('complete'), data: z.array(memberFilesEventSchema) }),
});

/**
 * POST /api/events/files/ with the contact_form flag (spec 001 §7 'Account'): the same sessions for
 * a client of the spec's calls, each also with the spec's `eventPostFiles` (name, size in bytes, and
 * the guarded address to open it).
 */
export const eventsFiles = defineEndpoint({
  method: 'post',
  path: '/api/events/files',
  input: z.object({ contact_form: z.string().max(10).optional() }),
  output: z.object({
    files: z.literal('complete'),
    data: z.array(memberFilesEventSchema.extend({ eventPostFiles: z.array(z.object({ name: z.string(), size: z.number().nullable(), url: z.string() })) })),
  }),
});

/**
 * The speed test (LibreSpeed's protocol, spec 000 section 7): `garbage` streams ckSize MiB of
 * random bytes, `empty` answers at once (ping, and the upload's sink), `getIP` names the caller.
 */
/** LibreSpeed's cache-busting and client parameters, sent with every request of a test and ignored. */
const speedtestExtras = { r: z.string().max(100).optional(), cors: z.string().max(10).optional() };

/** GET /api/speedtest/garbage?ckSize={MiB}: incompressible bytes for the download measure (1 to 1024 MiB, 4 by default). */
export const speedtestGarbage = defineFileEndpoint({
  path: '/api/speedtest/garbage',
  input: z.looseObject({ ckSize: z.coerce.number().int().min(1).max(1024).catch(4).optional(), ...speedtestExtras }),
});
/** GET /api/speedtest/empty: the ping's answer, nothing at once. */
export const speedtestPing = defineFileEndpoint({ path: '/api/speedtest/empty', input: z.looseObject(speedtestExtras) });
/** POST /api/speedtest/empty: the upload measure's sink; the body is read and dropped as it arrives. */
export const speedtestUpload = defineFileEndpoint({ method: 'post', path: '/api/speedtest/empty', input: z.looseObject(speedtestExtras) });
export const speedtestIp = defineEndpoint({
  method: 'get',
  path: '/api/speedtest/getIP',
  // LibreSpeed's client asks ?isp=true&distance=km&r=…: accepted; no ISP database is consulted.
  input: z.strictObject({ isp: z.string().max(10).optional(), distance: z.string().max(10).optional(), ...speedtestExtras }),
  output: z.object({ processedString: z.string() }),
});
