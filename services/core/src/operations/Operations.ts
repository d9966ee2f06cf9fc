import { Counter, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import type { Pool } from 'pg';
import type { Server } from 'socket.io';
import type { Bus } from '../bus/Bus';
import { readDatabaseFigures, type DatabaseFigures } from './databaseFigures';
import { registerDatabaseMetrics } from './databaseMetrics';
import { assertMigrationsApplied } from './migrationsApplied';
import { processMetrics } from './processMetrics';
import { timedCheck, type CheckResult, type ReadinessReport } from './readiness';
import { registerSocketMetrics, roomSocketsOf, type HeldSockets, type RoomSockets } from './socketMetrics';

export interface OperationsParts {
  /** The process's database; absent for a gateway run without DATABASE_URL. */
  pool: Pool | null;
  /** Checked when it goes through Redis (split mode). */
  bus: Bus | null;
  redis: boolean;
}

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
  private figuresInFlight: Promise<DatabaseFigures> | null = null;
  private readonly jobFailures: Counter<'task'>;

  constructor(private readonly parts: OperationsParts) {
    this.jobFailures = new Counter({
      name: 'canal_job_failures_total',
      help: 'Échecs de tâches de fond dans ce processus, par tâche',
      labelNames: ['task'],
      registers: [this.registry],
    });
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

  health(): ReadinessReport {
    return { ready: true, process: this.process, at: new Date().toISOString(), checks: [{ name: 'processus', ok: true, ms: 0 }] };
  }

  /** Every check at once, each bounded in time: the database answers, its migrations are applied, Redis answers, the job worker runs, no drain. */
  async readiness(): Promise<ReadinessReport> {
    const { pool, bus, redis } = this.parts;
    const checks: Array<Promise<CheckResult>> = [];
    if (pool) {
      checks.push(timedCheck('base de données', async () => void (await pool.query('select 1'))));
      checks.push(timedCheck('migrations', () => assertMigrationsApplied(pool)));
    }
    if (bus && redis) checks.push(timedCheck('redis', () => bus.ping()));
    const worker = this.worker;
    if (worker) {
      checks.push(
        timedCheck('tâches de fond', () => (worker.running() ? Promise.resolve() : Promise.reject(new Error('le traitement des tâches de fond est arrêté')))),
      );
    }
    checks.push(
      timedCheck('arrêt', () =>
        this.draining ? Promise.reject(new Error('arrêt en cours : ce processus ne prend plus de nouvelles requêtes')) : Promise.resolve(),
      ),
    );
    const results = await Promise.all(checks);
    return { ready: results.every((check) => check.ok), process: this.process, at: new Date().toISOString(), checks: results };
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
