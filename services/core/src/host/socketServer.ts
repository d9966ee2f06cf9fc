import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from '@redis/client';
import { Server } from 'socket.io';
import type { ServiceContext } from '../ServiceContext';
import type { ServiceDefinition, SocketNamespace } from './defineService';
import { releaseUpgradeRequests } from './releaseUpgradeRequests';
import { isSameOriginHandshake } from './socketSession';

export const SOCKET_PATH = '/socket.io';

/** Where a service's namespaces are served. */
export const socketPathOf = (service: Pick<ServiceDefinition, 'socketPath'>) => service.socketPath ?? SOCKET_PATH;

export interface SocketServer {
  /** One socket.io server per path (the live room's '/socket.io', the chat's own...). */
  servers: Server[];
  close(): Promise<void>;
}

/**
 * How long a participant whose network dropped (a phone in a hospital corridor) may stay away and
 * still receive, on reconnecting, every room change broadcast meanwhile, in order (socket.io's
 * connection-state recovery). Past it, the socket starts afresh with the room's current state, and
 * the client's polling covers the gap.
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * socket.io on the host's own http.Server (the gateway's port in all-in-one mode): one server per
 * socket path its services declare (each answers only its own path), with connection-state recovery,
 * and when REDIS_URL is set the Redis Streams adapter: several instances share each room's fan-out,
 * and the stream keeps the broadcasts that recovery replays, whichever instance the participant comes
 * back to (the plain Redis pub/sub adapter keeps nothing to replay).
 */
export async function startSocketServer(ctx: ServiceContext, server: http.Server, services: readonly ServiceDefinition[]): Promise<SocketServer | null> {
  const paths = [...new Set(services.filter((service) => (service.namespaces ?? []).length > 0).map(socketPathOf))];
  if (paths.length === 0) return null;
  const started: SocketServer[] = [];
  for (const path of paths) {
    const namespaces = services.filter((service) => socketPathOf(service) === path).flatMap((service) => service.namespaces ?? []);
    started.push(await startOnPath(ctx, server, path, namespaces));
  }
  return {
    servers: started.flatMap((one) => one.servers),
    close: async () => {
      await Promise.all(started.map((one) => one.close()));
    },
  };
}

async function startOnPath(ctx: ServiceContext, server: http.Server, path: string, namespaces: readonly SocketNamespace[]): Promise<SocketServer> {
  const io = new Server(server, {
    path,
    serveClient: false,
    allowRequest: (request, answer) => answer(null, isSameOriginHandshake(request, ctx.config.PUBLIC_URL)),
    // The admission middleware runs again on a recovered socket: a session ended meanwhile is not let back in.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });
  releaseUpgradeRequests(io);
  const redisClients: Array<{ quit(): Promise<unknown> }> = [];
  if (ctx.config.REDIS_URL) {
    const client = createClient({ url: ctx.config.REDIS_URL });
    client.on('error', (error: Error) => ctx.logger.warn('socket.io redis error', { error: error.message }));
    await client.connect();
    redisClients.push(client);
    // The adapter duplicates the client for its stream readers and its pub/sub, and closes them with the
    // namespaces. One stream per socket path: a chat process never reads the live rooms' broadcasts.
    io.adapter(createAdapter(client, { onlyPlaintext: true, streamName: `socket.io${path}` }));
  }
  for (const namespace of namespaces) namespace.setup(ctx, io.of(namespace.name));
  return {
    servers: [io],
    close: async () => {
      // io.close() would also close the http.Server, which the host closes itself, gracefully.
      // A client of one namespace never joined '/': each namespace ends its own sockets.
      for (const namespace of namespaces) io.of(namespace.name).disconnectSockets(true);
      // The adapters' own Redis readers stop once every namespace's adapter is closed, the main one ('/') included.
      await Promise.allSettled(['/', ...namespaces.map((namespace) => namespace.name)].map((name) => Promise.resolve(io.of(name).adapter.close())));
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    },
  };
}
