import { z } from 'zod';
import { defineEndpoint } from './defineEndpoint';

/** One readiness check of a process, as /readyz names it. */
export const readinessCheckSchema = z.object({ name: z.string(), ok: z.boolean(), ms: z.number(), error: z.string().optional() });

/** One service as the operations page shows it: its readiness (each check), its event loop's delay, or why it could not be asked. */
export const serviceHealthSchema = z.object({
  service: z.string(),
  ready: z.boolean(),
  checks: z.array(readinessCheckSchema),
  /** p99 of the event loop's delay since the previous read, in ms; null when its metrics could not be read. */
  eventLoopLagMs: z.number().nullable(),
  /** Why the service could not be asked (unreachable, timeout). */
  unreachable: z.string().optional(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const JOB_STATES = ['waiting', 'scheduled', 'running', 'retrying', 'failed'] as const;

export const taskFiguresSchema = z.object({
  task: z.string(),
  counts: z.object({ waiting: z.number(), scheduled: z.number(), running: z.number(), retrying: z.number(), failed: z.number() }),
  lastError: z.string().nullable(),
});

export const failedJobSchema = z.object({ id: z.string(), task: z.string(), attempts: z.number(), lastError: z.string().nullable(), failedAt: z.string() });
export type FailedJob = z.infer<typeof failedJobSchema>;

export const roomSocketsSchema = z.object({
  namespace: z.string(),
  room: z.string(),
  eventId: z.number().nullable(),
  title: z.string().nullable(),
  sockets: z.number(),
});

export const healthDataSchema = z.object({
  mode: z.enum(['all-in-one', 'split']),
  at: z.string(),
  services: z.array(serviceHealthSchema),
  /** Sockets per live room, as the live process asked holds them. */
  rooms: z.array(roomSocketsSchema),
  jobs: z.object({ tasks: z.array(taskFiguresSchema), failed: z.array(failedJobSchema) }),
  outbox: z.object({ backlog: z.number(), oldestSeconds: z.number(), delivers: z.boolean() }),
  backups: z.object({ last: z.object({ name: z.string(), bytes: z.number(), takenAt: z.string() }).nullable(), keep: z.number() }),
});
export type HealthData = z.infer<typeof healthDataSchema>;

/** GET /api/_ops/health: the operations page's figures, gathered from every service (admin). */
export const health = defineEndpoint({
  method: 'get',
  path: '/api/_ops/health',
  input: z.strictObject({}),
  output: z.object({ health: z.literal('complete'), data: healthDataSchema }),
});

/** POST /api/_ops/jobs/retry with id: a job that failed for good is run again at once, its attempts counted afresh (admin). */
export const retryJob = defineEndpoint({
  method: 'post',
  path: '/api/_ops/jobs/retry',
  input: z.strictObject({ id: z.string({ error: 'Tâche inconnue.' }).regex(/^[1-9]\d{0,17}$/, 'Tâche inconnue.') }),
  output: z.object({ retry: z.literal('complete') }),
});
