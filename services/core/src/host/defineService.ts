import type { Namespace } from 'socket.io';
import type { ServiceName } from '@canal/contracts';
import type { JobDefinition } from '../jobs/Jobs';
import type { ApiRoute } from '../routes/ApiRoute';
import type { ServiceContext } from '../ServiceContext';

/** A socket.io namespace of a service ('/participant'): the host creates it and hands it over once. */
export interface SocketNamespace {
  name: string;
  /** Its rooms are members' own (one per user): the metrics count its connections, never its rooms by name. */
  privateRooms?: boolean;
  setup(ctx: ServiceContext, namespace: Namespace): void;
}

/**
 * A service is a declaration: what it answers, its sockets, its background work and what it does
 * at start and stop. The host runs any set of them, all in one process or one per process.
 */
export interface ServiceDefinition {
  name: ServiceName;
  routes: readonly ApiRoute[];
  namespaces?: readonly SocketNamespace[];
  /**
   * Where its namespaces are served (SOCKET_PATH, '/socket.io', when absent). Each service with
   * sockets has a path of its own, so that in split mode the gateway sends a handshake, its polling
   * and its upgrade to the process that declares the namespace; all-in-one serves every path.
   */
  socketPath?: string;
  jobs?: readonly JobDefinition[];
  onStart?(ctx: ServiceContext): Promise<void> | void;
  /** When the host starts stopping, before it waits for the running jobs: cancel work that would hold the stop. */
  onStopping?(ctx: ServiceContext): Promise<void> | void;
  onStop?(ctx: ServiceContext): Promise<void> | void;
}

export const defineService = (service: ServiceDefinition): ServiceDefinition => service;
