import { io, type Socket } from 'socket.io-client';
import {
  liveApi,
  RELAY_EVENT,
  RELAY_MAX_RECONNECTS,
  RELAY_NAMESPACES,
  RELAY_POLL_MS,
  RELAY_TIMEOUT_MS,
  relayMessageSchema,
  type LiveContentState,
  type RelayEndpoint,
} from '@canal/contracts';
import { callEndpoint } from '@canal/kit';

export interface RelayTarget {
  eventId: number;
  userId: number;
  endpoint: RelayEndpoint;
}

export interface RelayHandlers {
  onState(state: LiveContentState): void;
  /** 'socket' while the socket is up, 'polling' while state/get is polled instead. */
  onMode?(mode: 'socket' | 'polling'): void;
}

/**
 * The room's content as the server pushes it (spec 000 section 7 "Real-time relay socket"): a
 * socket.io socket (timeout 5 s, 99 reconnections), and while it is down state/get polled every
 * 5 s (2 s for presenters), until the socket comes back. Hospital proxies that block websockets
 * still get every change, a few seconds late. Returns the function that closes everything.
 */
export function openRelay({ eventId, userId, endpoint }: RelayTarget, handlers: RelayHandlers, connect: typeof io = io): () => void {
  let closed = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  const poll = async () => {
    try {
      const answer = await callEndpoint(liveApi.stateGet, { eventId });
      if (!closed) handlers.onState(answer.data);
    } catch {
      // A failed poll is retried at the next tick; the room keeps what it shows.
    }
  };
  const startPolling = () => {
    if (timer || closed) return;
    handlers.onMode?.('polling');
    void poll();
    timer = setInterval(() => void poll(), RELAY_POLL_MS[endpoint]);
  };
  const stopPolling = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  const socket: Socket = connect(RELAY_NAMESPACES[endpoint], {
    path: '/socket.io',
    query: { eventId: String(eventId), userId: String(userId) },
    timeout: RELAY_TIMEOUT_MS,
    reconnectionAttempts: RELAY_MAX_RECONNECTS,
    withCredentials: true,
  });
  socket.on('connect', () => {
    stopPolling();
    handlers.onMode?.('socket');
  });
  socket.on(RELAY_EVENT, (raw: unknown) => {
    const message = relayMessageSchema.safeParse(raw);
    if (message.success && message.data.state.eventId === eventId) handlers.onState(message.data.state);
    else console.warn('relay: message ignoré', raw);
  });
  socket.on('disconnect', startPolling);
  socket.on('connect_error', (error) => {
    console.warn('relay:', error.message);
    startPolling();
  });

  return () => {
    closed = true;
    stopPolling();
    socket.close();
  };
}
