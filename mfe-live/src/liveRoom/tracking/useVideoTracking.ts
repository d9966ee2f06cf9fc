import { useEffect } from 'react';
import { liveApi } from '@canal/contracts';
import { callEndpoint } from '@canal/kit';
import { playerEventOf, ViewTracker } from './viewTracker';

/**
 * Video tracking, enabled by the player itself: a player that posts `{ type: 'canal-player', event }`
 * messages (play, pause, seeked, ended, timeupdate) to the room gets its viewing span recorded
 * (POST /api/live/track/{eventId}); a player that posts nothing is not tracked. Only messages from
 * the player's own frame are read.
 */
export function useVideoTracking(eventId: number, playerAddress: string | null): void {
  useEffect(() => {
    if (!playerAddress) return;
    const playerOrigin = new URL(playerAddress, window.location.href).origin;
    const tracker = new ViewTracker();
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== playerOrigin) return;
      const event = playerEventOf(message.data);
      const span = event ? tracker.record(event, Date.now()) : null;
      if (span) void callEndpoint(liveApi.videoTrack, { eventId, ...span }).catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [eventId, playerAddress]);
}
