import { io as connectSocket, type Socket } from 'socket.io-client';
import { RELAY_EVENT, RELAY_NAMESPACES, type RelayMessage } from '@canal/contracts';
import { sleep } from '../processes';
import type { Member } from './members';

/** Opens sockets 200 at a time; resolves once all are connected (or rejects on the first refusal). */
export async function connectAll(make: (index: number) => Socket, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, offset) => make(start + offset));
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', (error) => reject(error));
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** The participants' relay sockets of `members` on the server at `url`, websocket only, as the room opens them. */
export function participantSockets(url: string, eventId: number, members: Member[]): Promise<Socket[]> {
  return connectAll(
    (at) =>
      connectSocket(`${url}${RELAY_NAMESPACES.participant}`, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        extraHeaders: { Cookie: members[at]?.cookie ?? '' },
        query: { eventId: String(eventId), userId: String(members[at]?.userId ?? 0) },
      }),
    members.length,
  );
}

/** Milliseconds until 50 %, 99 % and 100 % of the sockets received the message `isIt` recognises (NaN: never within 30 s). */
export async function arrival(sockets: Socket[], isIt: (message: RelayMessage) => boolean, send: () => Promise<void>): Promise<[number, number, number]> {
  const times: number[] = [];
  let sentAt = 0;
  const all = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      const listener = (message: RelayMessage) => {
        if (!isIt(message)) return;
        socket.off(RELAY_EVENT, listener);
        times.push(Date.now() - sentAt);
        if (times.length === sockets.length) resolve();
      };
      socket.on(RELAY_EVENT, listener);
    }
  });
  sentAt = Date.now();
  await send();
  await Promise.race([all, sleep(30_000)]);
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * sockets.length) - 1)] ?? Number.NaN;
  return [at(0.5), at(0.99), times.length === sockets.length ? (times.at(-1) ?? Number.NaN) : Number.NaN];
}
