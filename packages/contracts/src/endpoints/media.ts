import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { replayListResponseSchema, replayResponseSchema } from '../replays';
import {
  MEDIA_LIST_TYPES,
  MEDIA_MODULES,
  mediaCardSchema,
  mediaGroupsSchema,
  episodeSchema,
  podcastSchema,
  podcastThemeSchema,
  RATING_MAX,
  serieSchema,
} from '../media';
import { contactFormFlag } from './commonFields';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

/** POST /api/replays/list: every session put in replay, most recent first. */
export const replays = defineEndpoint({
  method: 'post',
  path: '/api/replays/list',
  input: z.strictObject({ contact_form: contactFormFlag }),
  output: replayListResponseSchema,
});

/** POST /api/events/replay/{id}: one replay card with its link; 404 with replay 'no_replay' while it is not online. */
export const replay = defineEndpoint({
  method: 'post',
  path: '/api/events/replay/:id',
  input: z.strictObject({ id: namedIdSchema('du replay'), contact_form: contactFormFlag }),
  output: replayResponseSchema,
});

const mediaId = (what: string) => namedIdSchema(what);

/** GET /api/podcastTheme/get/all: /podcasts' theme cards with their podcasts (members). */
export const podcastThemes = defineEndpoint({
  method: 'get',
  path: '/api/podcastTheme/get/all',
  input: z.strictObject({}),
  output: z.object({ podcastTheme: z.literal('complete'), data: z.array(podcastThemeSchema) }),
});

/** GET /api/podcastTheme/get/{id}: one theme and its podcasts (k and r are read and ignored). */
export const podcastTheme = defineEndpoint({
  method: 'get',
  path: '/api/podcastTheme/get/:id',
  input: z.strictObject({ id: mediaId('du thème'), k: z.string().max(200).optional(), r: z.string().max(200).optional() }),
  output: z.object({ podcastTheme: z.literal('complete'), data: podcastThemeSchema }),
});

/** GET /api/podcastShow/get/{id}: a podcast's page, with its rating and neighbours. */
export const podcastShow = defineEndpoint({
  method: 'get',
  path: '/api/podcastShow/get/:id',
  input: z.strictObject({ id: mediaId('du podcast'), k: z.string().max(200).optional(), r: z.string().max(200).optional() }),
  output: z.object({ podcastShow: z.literal('complete'), data: podcastSchema }),
});

/** GET /api/podcastShow/audio/{id}: where to fetch a live podcast's audio (asked on 'Écouter' only). */
export const podcastAudio = defineEndpoint({
  method: 'get',
  path: '/api/podcastShow/audio/:id',
  input: z.strictObject({ id: mediaId('du podcast') }),
  output: z.object({ audio: z.literal('complete'), data: z.object({ url: z.string() }) }),
});

/** GET /api/podcastShow/flipbook/{id}: where to fetch a podcast's flipbook (opened in its popup). */
export const podcastFlipbook = defineEndpoint({
  method: 'get',
  path: '/api/podcastShow/flipbook/:id',
  input: z.strictObject({ id: mediaId('du podcast') }),
  output: z.object({ flipbook: z.literal('complete'), data: z.object({ url: z.string() }) }),
});

/** Which of an item's files 'Je télécharge' asks for (?f=, 0 when absent). */
const fileIndex = z.coerce
  .number({ error: 'Numéro de fichier invalide.' })
  .int('Numéro de fichier invalide.')
  .min(0, 'Numéro de fichier invalide.')
  .max(999, 'Numéro de fichier invalide.')
  .optional();

/** The media files themselves, answered with HTTP Range requests to those who may see the item. */
export const podcastAudioFile = defineFileEndpoint({ path: '/api/podcastShow/audio/:id/file', input: z.strictObject({ id: mediaId('du podcast') }) });
export const podcastFlipbookFile = defineFileEndpoint({ path: '/api/podcastShow/flipbook/:id/file', input: z.strictObject({ id: mediaId('du podcast') }) });
export const podcastDownload = defineFileEndpoint({
  path: '/api/podcastShow/download/:id',
  input: z.strictObject({ id: mediaId('du podcast'), f: fileIndex }),
});
export const episodeVideoFile = defineFileEndpoint({ path: '/api/episode/video/:id', input: z.strictObject({ id: mediaId('de l’épisode') }) });
export const episodeDownload = defineFileEndpoint({ path: '/api/episode/download/:id', input: z.strictObject({ id: mediaId('de l’épisode'), f: fileIndex }) });

const playedTime = z.union([z.number(), z.string().max(20)]);

/** POST /api/podcastShow/onPlay/{id}, /api/podcastShow/onUpdate/{id}: the listener's position. */
export const podcastPlay = defineEndpoint({
  method: 'post',
  path: '/api/podcastShow/onPlay/:id',
  input: z.strictObject({ id: mediaId('du podcast'), time: playedTime.optional() }),
  output: z.object({ progress: z.literal('complete') }),
});
export const podcastUpdate = defineEndpoint({
  method: 'post',
  path: '/api/podcastShow/onUpdate/:id',
  input: z.strictObject({ id: mediaId('du podcast'), time: playedTime }),
  output: z.object({ progress: z.literal('complete') }),
});

/** POST /api/serie/front_list: the four groups of a 'Mes replays' or 'Mes podcasts' page. */
export const mediaFrontList = defineEndpoint({
  method: 'post',
  path: '/api/serie/front_list',
  input: z.strictObject({ type: z.enum(MEDIA_LIST_TYPES, { error: 'Type de liste inconnu : replay ou podcast.' }), category: z.string().max(40) }),
  output: z.object({ serie: z.literal('complete'), data: mediaGroupsSchema }),
});

/** POST /api/serie/get/{id}: a serie and its episodes (the serie dialog). */
export const serieGet = defineEndpoint({
  method: 'post',
  path: '/api/serie/get/:id',
  input: z.strictObject({ id: mediaId('de la série') }),
  output: z.object({ serie: z.literal('complete'), data: serieSchema }),
});

/** POST /api/episode/front_list: a serie's episodes. */
export const episodeFrontList = defineEndpoint({
  method: 'post',
  path: '/api/episode/front_list',
  input: z.strictObject({ serie: mediaId('de la série') }),
  output: z.object({ episode: z.literal('complete'), data: z.array(mediaCardSchema) }),
});

/** POST /api/episode/get/{id}: an episode's page, with the caller's position. */
export const episodeGet = defineEndpoint({
  method: 'post',
  path: '/api/episode/get/:id',
  input: z.strictObject({ id: mediaId('de l’épisode') }),
  output: z.object({ episode: z.literal('complete'), data: episodeSchema }),
});

/** POST /api/episode/onPlay/{id}, /api/episode/onUpdate/{id}: the viewer's position ('end' at the end). */
export const episodePlay = defineEndpoint({
  method: 'post',
  path: '/api/episode/onPlay/:id',
  input: z.strictObject({ id: mediaId('de l’épisode'), time: playedTime.optional() }),
  output: z.object({ progress: z.literal('complete') }),
});
export const episodeUpdate = defineEndpoint({
  method: 'post',
  path: '/api/episode/onUpdate/:id',
  input: z.strictObject({ id: mediaId('de l’épisode'), time: playedTime }),
  output: z.object({ progress: z.literal('complete') }),
});

/** POST /api/nps/rating: the caller's rating of an item (0 to 5), answered with the new average. */
export const npsRating = defineEndpoint({
  method: 'post',
  path: '/api/nps/rating',
  input: z.strictObject({
    module: z.enum(MEDIA_MODULES, { error: 'Module inconnu : episode ou podcast.' }),
    id: mediaId('du contenu'),
    rating: z.coerce
      .number({ error: 'La note doit être un nombre de 0 à 5.' })
      .int('La note doit être un nombre entier de 0 à 5.')
      .min(0, 'La note doit être comprise entre 0 et 5.')
      .max(RATING_MAX, 'La note doit être comprise entre 0 et 5.'),
  }),
  output: z.object({ nps: z.literal('complete'), average: z.object({ rating: z.number(), total: z.number() }), rating: z.number() }),
});

/** POST /api/share/send: the item e-mailed to the addresses found in `emails` (other text ignored). */
export const shareSend = defineEndpoint({
  method: 'post',
  path: '/api/share/send',
  input: z.strictObject({
    module: z.enum(MEDIA_MODULES, { error: 'Module inconnu : episode ou podcast.' }),
    id: mediaId('du contenu'),
    url: z.string().max(500).optional(),
    title: z.string().max(300).optional(),
    emails: z.string({ error: 'Indiquez au moins une adresse e-mail.' }).max(5000, 'Le texte des destinataires est trop long (5 000 caractères au plus).'),
  }),
  output: z.object({ share: z.literal('complete'), emails: z.array(z.string()) }),
});
