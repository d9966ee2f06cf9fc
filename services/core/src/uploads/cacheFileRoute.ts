import { notFound } from '../http/HttpError';
import { defineFileRoute } from '../routes/ApiRoute';
import { uploadStorageOf } from './uploadStorageOf';
import { isSafeKey } from './UploadStorage';
import { servedTypeOf } from './sendStoredFile';
import { claimableUpload } from './temporaryUploadClaims';
import { uploadHolderOf } from '../sessions/uploadHolder';


/** A podcast's audio, flipbook and files, an episode's video and files: given by the media routes, with ranges, to members. */
export const MEDIA_FILES_KIND_PODCAST = 'podcastMedia';
export const MEDIA_FILES_KIND_EPISODE = 'episodeMedia';
/** A session's legal file for the live room: given by events/download/{id} to those in the room. */
export const EVENT_LEGAL_KIND = 'eventLegal';

/** Kinds given through their own guarded route only: patient leaflets are for logged-in professionals (documents/get/{id}), students' authorisations for staff, media for members. */
export const PRIVATE_CACHE_KINDS = new Set(['leaflets', 'authorisations', MEDIA_FILES_KIND_PODCAST, MEDIA_FILES_KIND_EPISODE, EVENT_LEGAL_KIND]);

/** GET /cache/{kind}/{id}/{file}: an uploaded file (spec 000 section 7 "Thumbnails"). */
export const cacheFileRoute = defineFileRoute({
  method: 'get',
  path: '/cache/:kind/:id/:file',
  samplePath: '/cache/news/1/vignette.png',
  access: 'public',
  async handle(ctx, req, res) {
    const { kind, id, file } = req.params as Record<string, string>;
    const key = `${kind}/${id}/${file}`;
    if (!isSafeKey(key) || PRIVATE_CACHE_KINDS.has(kind)) throw notFound();
    // A file waiting for its form is shown to the session (or visitor's browser) that sent it only.
    if (kind === 'tmp' && !(await claimableUpload({ ctx, uploadHolder: uploadHolderOf(req) }, key))) throw notFound();
    const bytes = await uploadStorageOf(ctx).read(key);
    if (!bytes) throw notFound();
    const type = servedTypeOf(file);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Type', type ?? 'application/octet-stream');
    res.setHeader('Content-Disposition', type ? 'inline' : `attachment; filename="${file}"`);
    res.setHeader('Cache-Control', kind === 'tmp' ? 'no-store' : 'public, max-age=3600');
    res.send(bytes);
  },
});
