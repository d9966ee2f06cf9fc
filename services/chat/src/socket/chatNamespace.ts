import type { Namespace, Socket } from 'socket.io';
import { CHAT_NAMESPACE, CHAT_SOCKET_EVENT, type ChatSocketEvent } from '@canal/contracts';
import { socketSession, type Bus, type ServiceContext, type SocketNamespace } from '@canal/service-core';

/** Every socket of one member, whichever discussion its page shows: runs are told to their owner only. */
const roomOf = (userId: number) => `user:${userId}`;

/** The namespaces this process serves, per context, so that a run can push into them. */
const served = new WeakMap<Bus, Namespace>();

/**
 * Tells a run's event to the sockets of the discussion's owner, in this process and, through the
 * Redis adapter, in the other chat processes. Nothing to do where no socket server runs (a test
 * of the routes alone): the page then reads the same through view_thread.
 */
export function tellOwner(ctx: ServiceContext, userId: number, event: ChatSocketEvent): void {
  served.get(ctx.bus)?.to(roomOf(userId)).emit(CHAT_SOCKET_EVENT, event);
}

interface Admitted {
  userId: number;
  idHash: string;
}

/** The member of the session cookie (a login: a room pass opens no discussion), or why not. */
async function admit(ctx: ServiceContext, socket: Socket): Promise<Admitted> {
  const session = await socketSession(ctx, socket.request);
  if (!session?.user) throw new Error('Merci de vous connecter pour accéder à ce contenu');
  return { userId: session.user.id, idHash: session.idHash };
}

/**
 * A session revoked (logout) or a user changed (blocked): this process's sockets that came with
 * them are let in again or disconnected at once (the bus reaches every chat process).
 */
function recheckOnSessionChange(ctx: ServiceContext, namespace: Namespace): void {
  ctx.bus.subscribe('sessions.changed', (change) => {
    for (const socket of namespace.sockets.values()) {
      const held = socket.data as Admitted;
      if (held.idHash !== change.idHash && held.userId !== change.userId) continue;
      admit(ctx, socket).then(
        (admitted) => admitted.userId === held.userId || socket.disconnect(true),
        () => socket.disconnect(true),
      );
    }
  });
}

/**
 * `/chat`: the runs' events for the member of the session cookie, and only theirs. The socket
 * listens only: a run starts through add_message, which checks the caller.
 */
export const chatNamespace: SocketNamespace = {
  name: CHAT_NAMESPACE,
  privateRooms: true,
  setup(ctx, namespace) {
    served.set(ctx.bus, namespace);
    recheckOnSessionChange(ctx, namespace);
    namespace.use((socket, next) => {
      admit(ctx, socket).then(
        (admitted) => {
          socket.data = admitted;
          next();
        },
        (error: Error) => next(error),
      );
    });
    namespace.on('connection', (socket) => {
      const { userId } = socket.data as Admitted;
      void socket.join(roomOf(userId));
      // A page that (re)connects catches up at once with the answers being written, whichever process writes them.
      void ctx.bus.publish('chat.resync', { userId });
    });
  },
};
