import { Counter, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import type { Pool } from 'pg';
import type { Server } from 'socket.io';
import type { Bus } from '../bus/Bus';
import { readDatabaseFigures, type DatabaseFigures } from './databaseFigures';
import { registerDatabaseMetrics } from './databaseMetrics';
import { DependencyWatch } from './dependencyWatch';
import { assertMigrationsApplied, MIGRATIONS_PENDING } from './migrationsApplied';
import { processMetrics } from './processMetrics';
import { timedCheck, type CheckResult, type ReadinessReport } from './readiness';
import { registerSocketMetrics, roomSocketsOf, type HeldSockets, type RoomSockets } from './socketMetrics';

export interface OperationsParts {
  /** The process's database; absent for a gateway run without DATABASE_URL. */
  pool: Pool | null;
  /** Checked when it goes through Redis (split mode). */
  bus: Bus | null;
  redis: boolean;
  /** The clock of the dependencies' failure times (tests move it). */
  now?: () => number;
}

/**
 * How long this process stays ready while its database fails: a restart or a failover of the
 * shared server must not take every pod out at once; a pod whose own connections stay broken
 * longer leaves (its requests would fail while the others serve).
 */
export const DATABASE_GRACE_MS = 30_000;

/** The host's job worker, as readiness sees it. */
export interface WorkerProbe {
  running(): boolean;
}

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/**
 * What a process says about itself: /healthz, /readyz (its checks, each timed) and /metrics (its
 * Prometheus registry). The context makes it; the host then attaches its job worker and sockets,
 * and marks it draining at SIGTERM.
 */
export class Operations {
  /** 'all-in-one', 'gateway' or the service's name: set by whoever runs the process. */
  process = 'process';
  readonly registry = new Registry();
  private worker: WorkerProbe | null = null;
  private readonly sockets: HeldSockets[] = [];
  private draining = false;
  private starting = false;
  /** Whether the migrations were seen applied: a database that stops answering does not undo them. */
  private migrationsSeen = false;
  private readonly database: DependencyWatch | null;
  private readonly redisWatch: DependencyWatch | null;
  private figuresInFlight: Promise<DatabaseFigures> | null = null;
  private readonly jobFailures: Counter<'task'>;

  constructor(private readonly parts: OperationsParts) {
    this.jobFailures = new Counter({
      name: 'canal_job_failures_total',
      help: 'Échecs de tâches de fond dans ce processus, par tâche',
      labelNames: ['task'],
      registers: [this.registry],
    });
    const now = parts.now ?? Date.now;
    const pool = parts.pool;
    const bus = parts.bus;
    this.database = pool ? new DependencyWatch('base de données', async () => void (await pool.query('select 1')), DATABASE_GRACE_MS, now) : null;
    // Redis carries the bus and the sockets' adapter between processes: this process still serves its own requests without it.
    this.redisWatch = bus && parts.redis ? new DependencyWatch('redis', () => bus.ping(), Infinity, now) : null;
    if (parts.pool) registerDatabaseMetrics(this.registry, () => this.databaseFigures());
    registerSocketMetrics(this.registry, () => this.sockets);
  }

  /** The process's pool, for work that needs a connection of its own (the backup's COPY streams). */
  get pool(): Pool | null {
    return this.parts.pool;
  }

  attachWorker(worker: WorkerProbe): void {
    this.worker = worker;
  }

  /** Once per socket.io server of the process (one per socket path: the live room's, the chat's). */
  attachSockets(io: Server, namespaces: readonly string[], roomNamespaces: readonly string[] = namespaces): void {
    this.sockets.push({ io, namespaces, roomNamespaces });
  }

  jobFailed(task: string): void {
    this.jobFailures.inc({ task });
  }

  /** From SIGTERM on, /readyz answers 503 so that the balancer stops sending; /healthz still answers. */
  startDraining(): void {
    this.draining = true;
  }

  /** While the host waits for the migrations before it serves (split mode): not ready, for that reason. */
  startingUp(on: boolean): void {
    this.starting = on;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** The deployment's database figures: one read shared by the callers that ask while it runs (the gauges of one scrape). */
  databaseFigures(): Promise<DatabaseFigures> {
    const pool = this.parts.pool;
    if (!pool) return Promise.reject(new Error('pas de base de données dans ce processus'));
    this.figuresInFlight ??= readDatabaseFigures(pool).finally(() => (this.figuresInFlight = null));
    return this.figuresInFlight;
  }

  roomSockets(): RoomSockets[] {
    return this.sockets.flatMap((held) => roomSocketsOf(held.io, held.roomNamespaces));
  }

  /** The dependencies' checks: what /healthz details and /readyz shows, each with since when it fails. */
  private async dependencies(): Promise<Array<{ result: CheckResult; blocking: boolean }>> {
    return Promise.all([this.database, this.redisWatch].filter((watch) => watch !== null).map((watch) => watch.probe()));
  }

  /**
   * /healthz: the process runs (always 200: a restart would not mend a dependency), with the
   * details of its dependencies, their last error and since when they fail.
   */
  async health(): Promise<ReadinessReport> {
    const dependencies = await this.dependencies();
    const checks = [{ name: 'processus', ok: true, ms: 0 }, ...dependencies.map((dependency) => dependency.result)];
    return { ready: true, process: this.process, at: new Date().toISOString(), checks };
  }

  /** This process's own state about its schema: a database that does not answer keeps the last outcome seen. */
  private async migrationsCheck(pool: Pool): Promise<CheckResult> {
    const result = await timedCheck('migrations', () => assertMigrationsApplied(pool));
    if (result.ok) this.migrationsSeen = true;
    else if (result.error === MIGRATIONS_PENDING) this.migrationsSeen = false;
    else if (this.migrationsSeen) return { name: 'migrations', ok: true, ms: result.ms };
    return result;
  }

  /**
   * /readyz: can this process serve? It fails for this process's own state (starting, migrations
   * not at the built version, job worker stopped, draining) and for its database failing longer
   * than DATABASE_GRACE_MS; Redis and a shorter database failure show as failed checks, ready still.
   */
  async readiness(): Promise<ReadinessReport> {
    const { pool } = this.parts;
    const worker = this.worker;
    const starting: CheckResult[] = this.starting
      ? [{ name: 'démarrage', ok: false, ms: 0, error: 'le processus démarre : il attend les migrations de la base' }]
      : [];
    const [database, migrations, redis, jobs, stop] = await Promise.all([
      this.database?.probe(),
      pool ? this.migrationsCheck(pool) : undefined,
      this.redisWatch?.probe(),
      worker
        ? timedCheck('tâches de fond', () => (worker.running() ? Promise.resolve() : Promise.reject(new Error('le traitement des tâches de fond est arrêté'))))
        : undefined,
      timedCheck('arrêt', () =>
        this.draining ? Promise.reject(new Error('arrêt en cours : ce processus ne prend plus de nouvelles requêtes')) : Promise.resolve(),
      ),
    ]);
    const own = [...starting, migrations, jobs, stop].filter((check) => check !== undefined);
    const ready = own.every((check) => check.ok) && !database?.blocking && !redis?.blocking;
    // The order the operations page shows: database, migrations, Redis, job worker, stop.
    const checks = [...starting, database?.result, migrations, redis?.result, jobs, stop].filter((check) => check !== undefined);
    return { ready, process: this.process, at: new Date().toISOString(), checks };
  }

  /** The Prometheus text of the process's default metrics and of this context's own. */
  async metricsText(): Promise<string> {
    const [own, shared] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${shared}\n${own}`;
  }

  async metricsJson(): Promise<MetricsJson> {
    const [own, shared] = await Promise.all([this.registry.getMetricsAsJSON(), processMetrics().getMetricsAsJSON()]);
    return [...shared, ...own];
  }
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
