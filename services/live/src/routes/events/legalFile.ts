import { liveApi } from '@canal/contracts';
import { defineFileRoute } from '@canal/service-core';
import { requireRoomEntry } from '../../room/enterRoom';

/** GET /api/events/download/{id}?f=eventLegalLiveFile: the live's legal file, only to those who may be in the room. */
export const legalFileRoute = defineFileRoute(liveApi.eventDownload)({
  samplePath: '/api/events/download/1?f=eventLegalLiveFile',
  access: 'member',
  roomPass: { eventIdField: 'id' },
  async handle({ ctx, input, user, reply }) {
    const event = await requireRoomEntry(ctx, user, input.id);
    return reply.stored(event.legalLiveFile[0], { missing: 'Fichier introuvable.', cacheControl: 'private, no-store' });
  },
});
