import { parentPort, workerData } from 'node:worker_threads';
import { RELAY_EVENT, type RelayMessage } from '@canal/contracts';
import type { Member } from './members';
import { participantSockets } from './sockets';

/**
 * A thread of the bench holding one live process's participants: their sockets are opened here, and
 * each message's arrival time (Date.now(), one clock for every thread) is sent back, so that two
 * processes' 10,000 sockets are read on both cores instead of one.
 */
interface Job {
  url: string;
  eventId: number;
  members: Member[];
}

const { url, eventId, members } = workerData as Job;
const port = parentPort;
if (!port) throw new Error('socketWorker runs in a worker thread');

void participantSockets(url, eventId, members).then(
  (sockets) => {
    port.on('message', (command: { watch?: string; close?: true }) => {
      if (command.close) {
        sockets.forEach((socket) => socket.close());
        port.postMessage({ closed: true });
        return;
      }
      const contentId = command.watch;
      if (contentId === undefined) return;
      const times: number[] = [];
      for (const socket of sockets) {
        const listener = (message: RelayMessage) => {
          if (message.state.contentId !== contentId) return;
          socket.off(RELAY_EVENT, listener);
          times.push(Date.now());
          if (times.length === sockets.length) port.postMessage({ arrivals: times });
        };
        socket.on(RELAY_EVENT, listener);
      }
      port.postMessage({ watching: contentId });
    });
    port.postMessage({ connected: sockets.length });
  },
  (error: Error) => port.postMessage({ failed: error.message }),
);
