import path from 'node:path';
import { liveApi, readId } from '@canal/contracts';
import { badRequest, defineFileRoute, isSafeKey, notFound, uploadStorageOf } from '@canal/service-core';
import { requireRoomEntry } from '../../room/enterRoom';

const CACHE_PREFIX = '/cache/';

/** GET /api/events/download/{id}?f=eventLegalLiveFile: the live's legal file, only to those who may be in the room. */
export const legalFileRoute = defineFileRoute({
  method: 'get',
  path: liveApi.EVENT_DOWNLOAD_PATH,
  samplePath: '/api/events/download/1?f=eventLegalLiveFile',
  access: 'member',
  async handle(ctx, req, res) {
    const id = readId(req.params.id);
    if (id === null) throw badRequest("L'identifiant de l'émission doit être un nombre entier positif.");
    if (req.query.f !== 'eventLegalLiveFile') throw badRequest('Fichier inconnu.');
    const event = await requireRoomEntry(ctx, req.canalSession?.user ?? null, id);
    const file = event.legalLiveFile[0];
    const key = file?.dest.startsWith(CACHE_PREFIX) ? file.dest.slice(CACHE_PREFIX.length) : null;
    const bytes = key && isSafeKey(key) ? await uploadStorageOf(ctx).read(key) : null;
    if (!file || !bytes) throw notFound('Fichier introuvable.');
    const name = (file.name ?? path.basename(file.dest)).replace(/[^\w.\- ]/g, '_');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream');
    res.setHeader('Content-Disposition', `inline; filename="${name}"`);
    res.send(bytes);
  },
});
