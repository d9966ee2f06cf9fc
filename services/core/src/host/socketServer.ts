import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { ServiceContext } from '../ServiceContext';
import type { ServiceDefinition, SocketNamespace } from './defineService';
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
 * socket.io on the host's own http.Server (the gateway's port in all-in-one mode): one server per
 * socket path its services declare (each answers only its own path), with the Redis adapter when
 * REDIS_URL is set so that several instances share each room's fan-out.
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
  });
  const redisClients: Array<{ quit(): Promise<unknown> }> = [];
  if (ctx.config.REDIS_URL) {
    const publisher = createClient({ url: ctx.config.REDIS_URL });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', (error: Error) => ctx.logger.warn('socket.io redis error', { error: error.message }));
    await Promise.all([publisher.connect(), subscriber.connect()]);
    redisClients.push(publisher, subscriber);
    // The adapter types its clients as any (it is written for redis 4's client; redis 6's has the same pub/sub surface it uses).
    io.adapter(createAdapter(publisher, subscriber));
  }
  for (const namespace of namespaces) namespace.setup(ctx, io.of(namespace.name));
  return {
    servers: [io],
    close: async () => {
      // io.close() would also close the http.Server, which the host closes itself, gracefully.
      // A client of one namespace never joined '/': each namespace ends its own sockets.
      for (const namespace of namespaces) io.of(namespace.name).disconnectSockets(true);
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    },
  };
}
