import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { ServiceContext } from '../ServiceContext';
import type { ServiceDefinition } from './defineService';
import { isSameOriginHandshake } from './socketSession';

export const SOCKET_PATH = '/socket.io';

export interface SocketServer {
  io: Server;
  close(): Promise<void>;
}

/**
 * socket.io on the host's own http.Server (the gateway's port in all-in-one mode), with the Redis
 * adapter when REDIS_URL is set so that several instances share each room's fan-out.
 */
export async function startSocketServer(ctx: ServiceContext, server: http.Server, services: readonly ServiceDefinition[]): Promise<SocketServer | null> {
  const namespaces = services.flatMap((service) => service.namespaces ?? []);
  if (namespaces.length === 0) return null;
  const io = new Server(server, {
    path: SOCKET_PATH,
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
    io,
    close: async () => {
      // io.close() would also close the http.Server, which the host closes itself, gracefully.
      io.disconnectSockets(true);
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    },
  };
}
