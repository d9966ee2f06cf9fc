import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A participant's network, between a client and a server on 127.0.0.1: a TCP relay on a free port
 * that a test can cut (every open connection dropped, new ones closed as soon as they open, as a
 * phone losing its network in a hospital corridor sees it) and restore, and point at another
 * server meanwhile (a load balancer sending the participant back to another live instance).
 */
export interface CuttableLink {
  port: number;
  cut(): void;
  restore(): void;
  /** Where the next connections go (the server's port). */
  retarget(port: number): void;
  close(): Promise<void>;
}

export async function cuttableLink(upstreamPort: number): Promise<CuttableLink> {
  let upstream = upstreamPort;
  let down = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const target = net.connect(upstream, '127.0.0.1');
    open.add(client).add(target);
    const close = () => {
      client.destroy();
      target.destroy();
      open.delete(client);
      open.delete(target);
    };
    client.pipe(target).pipe(client);
    for (const side of [client, target]) side.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    retarget(port) {
      upstream = port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
