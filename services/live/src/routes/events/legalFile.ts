import { liveApi } from '@canal/contracts';
import { badRequest, defineFileRoute, sendStoredFile, pathIdOf } from '@canal/service-core';
import { requireRoomEntry } from '../../room/enterRoom';

/** GET /api/events/download/{id}?f=eventLegalLiveFile: the live's legal file, only to those who may be in the room. */
export const legalFileRoute = defineFileRoute({
  method: 'get',
  path: liveApi.EVENT_DOWNLOAD_PATH,
  samplePath: '/api/events/download/1?f=eventLegalLiveFile',
  access: 'member',
  async handle(ctx, req, res) {
    const id = pathIdOf(req.params.id, "de l'émission");
    if (req.query.f !== 'eventLegalLiveFile') throw badRequest('Fichier inconnu.');
    const event = await requireRoomEntry(ctx, req.canalSession?.user ?? null, id);
    await sendStoredFile(ctx, res, event.legalLiveFile[0], { missing: 'Fichier introuvable.', cacheControl: 'private, no-store' });
  },
});
