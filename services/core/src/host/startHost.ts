import http, { type RequestListener } from 'node:http';
import type { Express } from 'express';
import type { ServiceName } from '@canal/contracts';
import { createContext, type OpenedContext } from '../createContext';
import { createServiceApp } from '../http/createServiceApp';
import { BEHIND_THE_GATEWAY, withPollingLane, type LaneDoor } from '../http/pollingLane';
import { startJobRunner, type JobRunner } from '../jobs/pgJobs';
import type { DeclaredRoute } from '../operations/routeLabels';
import { migrationsApplied, waitForMigrations, type MigrationsWait } from '../operations/migrationsApplied';
import { withOperations } from '../operations/withOperations';
import { PLATFORM_JOBS } from './platformJobs';
import type { ServiceContext } from '../ServiceContext';
import type { ServiceDefinition, SocketNamespace } from './defineService';
import { socketPathOf, startSocketServer, type SocketServer } from './socketServer';
import { announceStop, closeServer } from './closeServer';

export type ServiceApps = Partial<Record<ServiceName, Express>>;

/** What stands before the services in all-in-one mode: the gateway's app, and what the polling lane must do as it would. */
export interface FrontDoor {
  app: Express;
  laneDoor: LaneDoor;
}

export interface HostOptions {
  services: readonly ServiceDefinition[];
  port: number;
  host: string;
  /** All-in-one mode: the gateway in front of the service apps. Absent: the one service answers alone. */
  frontDoor?: (apps: ServiceApps, ctx: ServiceContext) => FrontDoor;
  /** The front door's own routes (the gateway's /api/site...), for the `route` label of the HTTP metrics. */
  frontDoorRoutes?: readonly DeclaredRoute[];
  /** Work before the port opens (the demo seed). */
  prepare?(ctx: ServiceContext): Promise<void>;
  /** An already opened context (tests); the host opens its own otherwise. */
  opened?: OpenedContext;
  /** Longest wait for in-flight requests and jobs at stop, before connections are cut. */
  drainMs?: number;
  /**
   * 'await' (split mode): the process never migrates; it listens at once, /readyz saying
   * 'migrations: en attente', until `npm run migrate` is done. 'apply' (default): it migrates.
   */
  migrations?: 'apply' | 'await';
  /** How long and how often 'await' reads the migrations table (tests shorten it). */
  migrationsWait?: MigrationsWait;
}

export interface RunningHost {
  ctx: ServiceContext;
  server: http.Server;
  sockets: SocketServer | null;
  port: number;
  /** Graceful: stop accepting, finish in-flight requests and jobs, then close the database. */
  stop(): Promise<void>;
}

function soleApp(services: readonly ServiceDefinition[], apps: ServiceApps): Express {
  const [first, ...others] = services;
  if (!first || others.length > 0) throw new Error('startHost: several services need a frontDoor to route between them');
  return apps[first.name] as Express;
}

const STARTING_MESSAGE = 'Le service démarre (migrations de la base en attente) : réessayez dans un instant.';

/** What a process answers, besides /healthz and /readyz, while it waits for the migrations. */
const whileStarting: RequestListener = (_req, res) => {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ result: false, error: 'starting', log: STARTING_MESSAGE, msg: STARTING_MESSAGE }));
};

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/** Runs a set of services in this process: routes, sockets, jobs, start/stop hooks, one http.Server. */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const opened = options.opened ?? (await createContext({ migrations: options.migrations }));
  const { ctx } = opened;
  // Behind a front door (all-in-one) the port is public: /metrics then asks for METRICS_TOKEN.
  const access = { token: ctx.config.METRICS_TOKEN, publicDoor: Boolean(options.frontDoor) };
  // The listener is swapped once the process can serve: /readyz answers (503) during the wait.
  let listener: RequestListener = withOperations(ctx.operations, access, [], whileStarting);
  const server = http.createServer((req, res) => listener(req, res));
  let listening = false;
  try {
    // Already migrated (the usual case): the port opens once everything runs, as with 'apply'.
    if (options.migrations === 'await' && !(await migrationsApplied(opened.database.pool))) {
      ctx.operations.process = options.frontDoor ? 'all-in-one' : (options.services[0]?.name ?? 'service');
      ctx.operations.startingUp(true);
      await listen(server, options.port, options.host);
      listening = true;
      await waitForMigrations(opened.database.pool, ctx.logger, options.migrationsWait);
    }
    await options.prepare?.(ctx);
    const apps: ServiceApps = Object.fromEntries(options.services.map((service) => [service.name, createServiceApp(ctx, service.routes, service.name)]));
    const front = options.frontDoor?.(apps, ctx);
    const handler = front ? front.app : soleApp(options.services, apps);
    ctx.operations.process = options.frontDoor ? 'all-in-one' : (options.services[0]?.name ?? 'service');
    const routes = [...(options.frontDoorRoutes ?? []), ...options.services.flatMap((service) => service.routes)];
    const app = withOperations(ctx.operations, access, routes, (req, res) => void handler(req, res));
    // The polled routes' logged-in callers first (http/pollingLane.ts); everyone else, and everything else, through the app.
    const serving = withPollingLane(ctx, options.services, front ? front.laneDoor : BEHIND_THE_GATEWAY, app);
    const sockets = await startSocketServer(ctx, server, options.services);
    for (const io of sockets?.servers ?? []) {
      const namespaces = options.services.filter((service) => socketPathOf(service) === io.path()).flatMap((service) => service.namespaces ?? []);
      const names = (shown: readonly SocketNamespace[]) => shown.map((namespace) => namespace.name);
      ctx.operations.attachSockets(io, names(namespaces), names(namespaces.filter((namespace) => !namespace.privateRooms)));
    }
    const jobs: JobRunner = await startJobRunner(ctx, opened.database.pool, [...PLATFORM_JOBS, ...options.services.flatMap((service) => service.jobs ?? [])]);
    ctx.operations.attachWorker(jobs);
    for (const service of options.services) await service.onStart?.(ctx);
    listener = serving;
    ctx.operations.startingUp(false);
    if (!listening) await listen(server, options.port, options.host);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await announceStop(ctx.operations, ctx.config.SHUTDOWN_DELAY_S);
        await closeServer(server, options.drainMs ?? 10_000, sockets ? () => sockets.close() : undefined);
        for (const service of options.services) await service.onStopping?.(ctx);
        await jobs.stop();
        for (const service of options.services) await service.onStop?.(ctx);
        await opened.close();
      })());
    return { ctx, server, sockets, port, stop };
  } catch (error) {
    if (listening) server.close();
    await opened.close();
    throw error;
  }
}

/** SIGTERM / SIGINT (docker stop, Ctrl-C): a graceful stop, then exit. */
export function stopOnSignals(host: RunningHost): void {
  const onSignal = (signal: string) => {
    host.ctx.logger.info('stopping', { signal });
    host.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        host.ctx.logger.error('stop failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => onSignal('SIGTERM'));
  process.once('SIGINT', () => onSignal('SIGINT'));
}
