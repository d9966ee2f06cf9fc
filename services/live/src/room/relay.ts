import type { Namespace, Socket } from 'socket.io';
import { isAllowed, readId, RELAY_EVENT, RELAY_NAMESPACES, type RelayEndpoint, type RelayMessage } from '@canal/contracts';
import { HttpError, socketSession, userInRoom, type Bus, type LoadedSession, type ServiceContext, type SocketNamespace } from '@canal/service-core';
import { readContentState } from './contentState';
import { requireRoomEntry } from './enterRoom';
import { socketJoined, socketLeft } from './presence';

/** The handshake query the clients send (spec 000 section 7: event id and user id in the query). */
export const RELAY_QUERY = { eventId: 'eventId', userId: 'userId' } as const;

const roomOf = (eventId: number) => `event:${eventId}`;

/** The namespaces this process serves, per context, so that a route can push into them. */
const served = new WeakMap<Bus, Namespace[]>();

/** Pushes a change to every socket of the session's room, on both endpoints (through Redis, to other instances too). */
export function relayContent(ctx: ServiceContext, message: RelayMessage): void {
  for (const namespace of served.get(ctx.bus) ?? []) namespace.to(roomOf(message.state.eventId)).emit(RELAY_EVENT, message);
}

function queryValue(socket: Socket, name: string): unknown {
  const value = socket.handshake.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What a socket was let in as: its room, its user, and the session it came with (logout and block end it). */
interface Admitted {
  eventId: number;
  userId: number;
  idHash: string;
}

/**
 * Who may open a socket: the user of the session cookie (a login, or a room pass for this very
 * room), who must be the user the query names (a socket claiming another user is refused) and be
 * allowed in that session's room now; the presenter endpoint is for speakers, staff and admins only.
 */
async function admit(ctx: ServiceContext, endpoint: RelayEndpoint, socket: Socket, session: LoadedSession | null): Promise<Admitted> {
  const eventId = readId(queryValue(socket, RELAY_QUERY.eventId));
  const claimedUserId = readId(queryValue(socket, RELAY_QUERY.userId));
  if (eventId === null || claimedUserId === null) throw new Error("Identifiants de l'émission ou de l'utilisateur manquants.");
  const user = userInRoom(session, eventId);
  if (!session || !user) throw new Error('Merci de vous connecter pour accéder à ce contenu');
  if (user.id !== claimedUserId) throw new Error("Cette connexion n'est pas la vôtre.");
  if (endpoint === 'presenter' && !isAllowed('presenter', user)) throw new Error("Vous n'avez pas les droits nécessaires pour cette action.");
  try {
    await requireRoomEntry(ctx, user, eventId);
  } catch (error) {
    throw new Error(error instanceof HttpError ? error.message : 'Accès refusé.');
  }
  return { eventId, userId: user.id, idHash: session.idHash };
}

/**
 * A socket keeps what it was let in as (socket.data), not its handshake: the HTTP request and its
 * headers (the cookie, the browser's dozen headers) would stay in memory for hours, a few kilobytes
 * times 5,000 sockets per process (socket.io's "memory usage" advice). The engine's typing says the
 * request is always there, hence Reflect; socket.io builds a later handshake without it.
 */
function letHandshakeGo(socket: Socket): void {
  Reflect.set(socket.conn, 'request', null);
  socket.handshake.headers = {};
}

/**
 * A session revoked (logout), or a user's sessions changed (blocked, role): this process's sockets
 * that came with them are let in again or disconnected at once. The bus reaches every live process
 * (Redis in split mode), each ending its own sockets. The session store subscribed to the topic when
 * the context was made, before any namespace: it has forgotten its copy when this runs, so the
 * session is read again from the database, by the hash the socket kept.
 */
function recheckOnSessionChange(ctx: ServiceContext, endpoint: RelayEndpoint, namespace: Namespace): void {
  ctx.bus.subscribe('sessions.changed', (change) => {
    for (const socket of namespace.sockets.values()) {
      const held = socket.data as Admitted;
      const concerned = (change.idHash !== undefined && held.idHash === change.idHash) || (change.userId !== undefined && held.userId === change.userId);
      if (!concerned) continue;
      ctx.sessions
        .loadByHash(held.idHash, ctx.now())
        .then((session) => admit(ctx, endpoint, socket, session))
        .catch(() => void socket.disconnect(true));
    }
  });
}

function relayNamespace(endpoint: RelayEndpoint): SocketNamespace {
  return {
    name: RELAY_NAMESPACES[endpoint],
    setup(ctx, namespace) {
      served.set(ctx.bus, [...(served.get(ctx.bus) ?? []), namespace]);
      recheckOnSessionChange(ctx, endpoint, namespace);
      namespace.use((socket, next) => {
        socketSession(ctx, socket.request)
          .then((session) => admit(ctx, endpoint, socket, session))
          .then(
            (admitted) => {
              socket.data = admitted;
              next();
            },
            (error: Error) => next(error),
          );
      });
      namespace.on('connection', (socket) => {
        const { eventId, userId } = socket.data as Admitted;
        letHandshakeGo(socket);
        void socket.join(roomOf(eventId));
        const joined = socketJoined(ctx, eventId, userId);
        // A socket that came back within the recovery window was sent every change it missed, in order,
        // before this handler ran (socket.io's connection-state recovery); any other catches up at once
        // with what the room shows.
        if (!socket.recovered) {
          void readContentState(ctx, eventId).then(
            (state) => socket.emit(RELAY_EVENT, { type: 'contentLoad', state } satisfies RelayMessage),
            (error: Error) => ctx.logger.warn('relay: state read failed', { error: error.message }),
          );
        }
        socket.on('disconnect', () => void joined.then((presenceId) => socketLeft(ctx, presenceId)));
      });
    },
  };
}

/** The relay's two endpoints; what a client sends on them is ignored: changes go through state/set, which checks the caller. */
export const relayNamespaces: SocketNamespace[] = [relayNamespace('participant'), relayNamespace('presenter')];
