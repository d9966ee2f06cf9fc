import http from 'node:http';
import type { Server } from 'socket.io';

/**
 * engine.io (6.6) wraps each WebSocket upgrade in a response object for its middlewares, and the
 * connection's 'close' listener keeps that object, and the upgrade request it holds, for as long as
 * the socket lives: the request's headers (the cookie, the browser's dozen headers), its parsed
 * query, its stream state, about 2 KB per socket, 10 MB for a live process's 5,000 (issue 23 §1).
 * The engine's only middleware lets the request go once the middlewares have run: the upgrade goes
 * on with the request itself, and nothing reads the wrapper's copy afterwards. Plain HTTP (polling)
 * answers are left alone.
 */
export function releaseUpgradeRequests(io: Server): void {
  io.engine.use((_request: http.IncomingMessage, response: object, next: () => void) => {
    next();
    if (!(response instanceof http.ServerResponse)) Reflect.set(response, 'req', null);
  });
}
