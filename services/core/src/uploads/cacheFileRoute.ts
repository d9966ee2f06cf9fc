import { engineApi } from '@canal/contracts';
import { notFound } from '../http/HttpError';
import { defineFileRoute } from '../routes/defineFileRoute';
import { uploadStorageOf } from './uploadStorageOf';
import { isSafeKey } from './UploadStorage';
import { servedTypeOf } from './sendStoredFile';
import { claimableUpload } from './temporaryUploadClaims';

/** A podcast's audio, flipbook and files, an episode's video and files: given by the media routes, with ranges, to members. */
export const MEDIA_FILES_KIND_PODCAST = 'podcastMedia';
export const MEDIA_FILES_KIND_EPISODE = 'episodeMedia';
/** A session's legal file for the live room: given by events/download/{id} to those in the room. */
export const EVENT_LEGAL_KIND = 'eventLegal';
/** A session's post-session files ('Mes fichiers'): given by files/event/{id}/{file} to its subscribers, staff and admins. Its thumbnail stays under 'events', public. */
export const EVENT_POST_FILES_KIND = 'eventPostFiles';

/**
 * Kinds given through their own guarded route only: patient leaflets are for logged-in professionals (documents/get/{id}),
 * students' authorisations for staff, media for members, a session's legal and post-session files for its participants.
 */
export const PRIVATE_CACHE_KINDS = new Set([
  'leaflets',
  'authorisations',
  MEDIA_FILES_KIND_PODCAST,
  MEDIA_FILES_KIND_EPISODE,
  EVENT_LEGAL_KIND,
  EVENT_POST_FILES_KIND,
]);

/** GET /cache/{kind}/{id}/{file}: an uploaded file (spec 000 section 7 "Thumbnails"). */
export const cacheFileRoute = defineFileRoute(engineApi.cacheFile)({
  samplePath: '/cache/news/1/vignette.png',
  access: 'public',
  async handle({ ctx, input: { kind, id, file }, reply }) {
    const key = `${kind}/${id}/${file}`;
    if (!isSafeKey(key) || PRIVATE_CACHE_KINDS.has(kind)) throw notFound();
    // A file waiting for its form is shown to the session (or visitor's browser) that sent it only.
    if (kind === 'tmp' && !(await claimableUpload({ ctx, uploadHolder: reply.uploadHolder() }, key))) throw notFound();
    const bytes = await uploadStorageOf(ctx).read(key);
    if (!bytes) throw notFound();
    const type = servedTypeOf(file);
    return reply.bytes(bytes, {
      type: type ?? 'application/octet-stream',
      cacheControl: kind === 'tmp' ? 'no-store' : 'public, max-age=3600',
      // Served inline only for the types it knows (pictures, PDF, media); anything else is a download.
      name: type ? undefined : file,
      download: !type,
    });
  },
});
