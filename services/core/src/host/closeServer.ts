import type http from 'node:http';
import type { Operations } from '../operations/Operations';

/**
 * The first step of a stop: the process says it is not ready (/readyz 503) and keeps answering for
 * SHUTDOWN_DELAY_S, long enough for a balancer's next probe to take it out before it stops accepting.
 */
export async function announceStop(operations: Operations, delaySeconds: number): Promise<void> {
  operations.startDraining();
  if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
}

/**
 * Stops accepting and lets the requests in flight finish (`drainMs` at most, then connections are
 * cut); `whileClosing` runs meanwhile (socket.io disconnects its clients).
 */
export async function closeServer(server: http.Server, drainMs: number, whileClosing?: () => Promise<void>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection turns idle once its last answer is sent: close it then, not after keepAliveTimeout.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
  await whileClosing?.();
  const drained = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), drainMs).unref())]);
  clearInterval(closeIdle);
  if (!drained) server.closeAllConnections();
}
