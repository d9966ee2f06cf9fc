import { z } from 'zod';
import { operationsApi, SERVICE_NAMES, type ServiceName } from '@canal/contracts';
import { eventLoopLagMs, type Config, type ServiceContext } from '@canal/service-core';

type ServiceHealth = operationsApi.ServiceHealth;

export interface RoomCount {
  namespace: string;
  room: string;
  sockets: number;
}

export interface ServiceReports {
  services: ServiceHealth[];
  /** The live process's rooms. */
  rooms: RoomCount[];
}

/** A service's process must answer within this, or the page says it could not be reached. */
const ASK_TIMEOUT_MS = 3000;

const readinessSchema = z.object({ ready: z.boolean(), checks: z.array(operationsApi.readinessCheckSchema) });
/** prom-client's JSON: only the two metrics read here are checked (others may hold null values, a NaN in JSON). */
const namedMetrics = z.array(z.looseObject({ name: z.string() }));
const metricSchema = z.object({
  name: z.string(),
  values: z.array(z.object({ value: z.number(), labels: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
type Metric = z.infer<typeof metricSchema>;

const urlOf = (config: Config, service: ServiceName): string =>
  ({
    public: config.SERVICE_PUBLIC_URL,
    live: config.SERVICE_LIVE_URL,
    staff: config.SERVICE_STAFF_URL,
    media: config.SERVICE_MEDIA_URL,
    chat: config.SERVICE_CHAT_URL,
  })[service];

const LAG_METRIC = 'nodejs_eventloop_lag_p99_seconds';
const ROOMS_METRIC = 'socketio_room_sockets';

function metricOf(metrics: Array<{ name: string }>, name: string): Metric | undefined {
  const found = metrics.find((metric) => metric.name === name);
  return found ? metricSchema.parse(found) : undefined;
}

function roomsOf(metrics: Array<{ name: string }>): RoomCount[] {
  const rooms = metricOf(metrics, ROOMS_METRIC)?.values ?? [];
  return rooms.map((entry) => ({ namespace: String(entry.labels.namespace ?? ''), room: String(entry.labels.room ?? ''), sockets: entry.value }));
}

/**
 * Split mode: each service's own process, through the addresses the gateway proxies to
 * (SERVICE_<NAME>_URL): its /readyz, and its /metrics as JSON (METRICS_TOKEN when set) for the
 * event loop's delay and, from the live service, the sockets of its rooms.
 */
async function askService(config: Config, service: ServiceName): Promise<{ health: ServiceHealth; rooms: RoomCount[] }> {
  const base = urlOf(config, service).replace(/\/+$/, '');
  const signal = AbortSignal.timeout(ASK_TIMEOUT_MS);
  try {
    const [readyAnswer, metricsAnswer] = await Promise.all([
      fetch(`${base}/readyz`, { signal }),
      fetch(`${base}/metrics`, {
        signal,
        headers: { Accept: 'application/json', ...(config.METRICS_TOKEN ? { Authorization: `Bearer ${config.METRICS_TOKEN}` } : {}) },
      }),
    ]);
    const readiness = readinessSchema.parse(await readyAnswer.json());
    const metrics = metricsAnswer.ok ? namedMetrics.parse(await metricsAnswer.json()) : [];
    const lag = metricOf(metrics, LAG_METRIC)?.values[0]?.value;
    return {
      health: { service, ready: readiness.ready, checks: readiness.checks, eventLoopLagMs: lag === undefined ? null : Math.round(lag * 100_000) / 100 },
      rooms: service === 'live' ? roomsOf(metrics) : [],
    };
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `pas de réponse en ${ASK_TIMEOUT_MS / 1000} s`
        : error instanceof z.ZodError
          ? 'réponse illisible'
          : `injoignable (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : '') || error.message : String(error)})`;
    return { health: { service, ready: false, checks: [], eventLoopLagMs: null, unreachable: `${base} : ${why}` }, rooms: [] };
  }
}

/** Every service's readiness and event loop, and the live rooms' sockets: this process's own in all-in-one mode, each process's in split mode. */
export async function serviceReports(ctx: ServiceContext): Promise<ServiceReports> {
  if (ctx.config.SERVICE_PORT === undefined) {
    const [report, lag] = await Promise.all([ctx.operations.readiness(), eventLoopLagMs()]);
    return {
      services: SERVICE_NAMES.map((service) => ({ service, ready: report.ready, checks: report.checks, eventLoopLagMs: lag })),
      rooms: ctx.operations.roomSockets(),
    };
  }
  const answers = await Promise.all(SERVICE_NAMES.map((service) => askService(ctx.config, service)));
  return { services: answers.map((answer) => answer.health), rooms: answers.flatMap((answer) => answer.rooms) };
}
