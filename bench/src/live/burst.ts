import http from 'node:http';
import type { Member } from './members';

export interface BurstCall {
  who: Member;
  body: Record<string, string>;
}

export interface BurstResult {
  /** From the first request sent to the last answer received. */
  seconds: number;
  statuses: number[];
  latencies: number[];
}

/**
 * Sends `calls` at an even pace over `spreadMs` (a room answering within a second), each a POST as
 * its member's browser sends it, over `connections` keep-alive connections: what the load balancer
 * or proxy in front of the server holds open to it (each member's browser has its own connection
 * to the proxy, not to Node). Resolves once every answer is in.
 */
export function burst(url: string, calls: BurstCall[], { spreadMs = 1000, connections = 256 } = {}): Promise<BurstResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses: number[] = new Array<number>(calls.length).fill(0);
  const latencies: number[] = new Array<number>(calls.length).fill(0);
  const started = performance.now();
  let answered = 0;
  return new Promise<BurstResult>((resolve) => {
    const send = (index: number) => {
      const call = calls[index];
      if (!call) return;
      const body = new URLSearchParams(call.body).toString();
      const sentAt = performance.now();
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          agent,
          headers: {
            Cookie: call.who.cookie,
            'X-CSRF-Token': call.who.csrf,
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => done(index, response.statusCode ?? 0, sentAt));
        },
      );
      request.on('error', () => done(index, 0, sentAt));
      request.end(body);
    };
    const done = (index: number, status: number, sentAt: number) => {
      statuses[index] = status;
      latencies[index] = performance.now() - sentAt;
      answered += 1;
      if (answered === calls.length) {
        agent.destroy();
        resolve({ seconds: (performance.now() - started) / 1000, statuses, latencies });
      }
    };
    // Every 5 ms, the calls whose time has come: an even pace, not one wave.
    let next = 0;
    const tick = () => {
      const due = Math.min(calls.length, Math.ceil(((performance.now() - started) / spreadMs) * calls.length));
      while (next < due) send(next++);
      if (next < calls.length) setTimeout(tick, 5);
    };
    tick();
  });
}

/** p-th percentile of `values` (0 to 1), rounded. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(share * (sorted.length - 1))] ?? Number.NaN);
}
