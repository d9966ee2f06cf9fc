import { Gauge, type Registry } from 'prom-client';
import type { Server } from 'socket.io';

/** The sockets this process holds: per namespace, and per room (each socket's own room left out). */
export interface RoomSockets {
  namespace: string;
  room: string;
  sockets: number;
}

/** A socket.io server of the process: its namespaces' connections are counted, the rooms of `roomNamespaces` one by one. */
export interface HeldSockets {
  io: Server;
  namespaces: readonly string[];
  roomNamespaces: readonly string[];
}

export function roomSocketsOf(io: Server, namespaces: readonly string[]): RoomSockets[] {
  return namespaces.flatMap((namespace) => {
    const { adapter } = io.of(namespace);
    return [...adapter.rooms].filter(([room]) => !adapter.sids.has(room)).map(([room, ids]) => ({ namespace, room, sockets: ids.size }));
  });
}

/**
 * socket.io's connections by namespace and its live rooms. A room's series exists while the room
 * does (the gauge is emptied at each scrape): as many as the sessions live at that moment.
 */
export function registerSocketMetrics(registry: Registry, sockets: () => readonly HeldSockets[]): void {
  new Gauge({
    name: 'socketio_connections',
    help: 'Connexions socket.io ouvertes sur ce processus, par espace de noms',
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const held of sockets()) for (const namespace of held.namespaces) this.set({ namespace }, held.io.of(namespace).sockets.size);
    },
  });
  new Gauge({
    name: 'socketio_room_sockets',
    help: 'Connexions socket.io par salle ouverte sur ce processus (une salle par session en direct)',
    labelNames: ['namespace', 'room'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const held of sockets())
        for (const entry of roomSocketsOf(held.io, held.roomNamespaces)) this.set({ namespace: entry.namespace, room: entry.room }, entry.sockets);
    },
  });
}
