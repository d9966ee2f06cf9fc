import { io as connectSocket, type Socket } from 'socket.io-client';
import { RELAY_EVENT, RELAY_NAMESPACES, type RelayMessage } from '@canal/contracts';
import { eventually, type CuttableLink } from '@canal/service-core/testing';

/** How long the participant's network stays cut in the recovery tests (issue 23: a phone in a hospital corridor). */
export const CUT_MS = 30_000;

/** Resolves once `check` holds (core's `eventually`); fails, naming `what`, past `withinMs`. */
export async function waitFor(what: string, check: () => boolean, withinMs: number): Promise<void> {
  if (!(await eventually(check, (holds) => holds, withinMs))) throw new Error(`${what}: toujours pas après ${withinMs} ms`);
}

export interface CutParticipant {
  socket: Socket;
  /** Every relay message received, in order. */
  messages: RelayMessage[];
}

/**
 * A participant's socket through `link`, as a phone's browser keeps it: websocket only, the client's
 * own reconnection (its default delays), nothing else. Resolves once the room's current state arrived.
 */
export async function participantThrough(link: CuttableLink, cookie: string, eventId: number, userId: number): Promise<CutParticipant> {
  const socket = connectSocket(`http://127.0.0.1:${link.port}${RELAY_NAMESPACES.participant}`, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    query: { eventId: String(eventId), userId: String(userId) },
    forceNew: true,
  });
  const messages: RelayMessage[] = [];
  socket.on(RELAY_EVENT, (message: RelayMessage) => messages.push(message));
  await waitFor('état initial', () => messages.length > 0, 10_000);
  return { socket, messages };
}

/**
 * Cuts the participant's network, runs what the presenter does meanwhile, keeps the network cut for
 * CUT_MS in all (the scenario's length), restores it, and answers the messages received from the cut
 * on once the participant has received `last` (or fails after 20 s of network back).
 */
export async function cutWhile(
  participant: CutParticipant,
  link: CuttableLink,
  meanwhile: () => Promise<void>,
  last: (message: RelayMessage) => boolean,
): Promise<RelayMessage[]> {
  const before = participant.messages.length;
  const cutAt = Date.now();
  link.cut();
  await waitFor('déconnexion vue par le client', () => !participant.socket.connected, 5_000);
  await meanwhile();
  // The network stays down for the whole scenario: what the presenter did is not sent again by anyone meanwhile.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, CUT_MS - (Date.now() - cutAt))));
  expect(participant.messages.length).toBe(before);
  link.restore();
  await waitFor('contenus manqués reçus', () => participant.messages.slice(before).some(last), 20_000);
  return participant.messages.slice(before);
}
