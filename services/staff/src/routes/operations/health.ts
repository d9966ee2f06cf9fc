import { inArray, sql } from 'drizzle-orm';
import { operationsApi } from '@canal/contracts';
import { defineRoute, listBackups, LOCKED_BY_DEAD_WORKER, notFound, rowsOf, schema, unlockDeadWorkers, type ServiceContext } from '@canal/service-core';
import { serviceReports, type RoomCount } from './serviceReports';

/** The relay names a live session's room 'event:{id}' (services/live/src/room/relay.ts). */
const EVENT_ROOM = /^event:(\d{1,9})$/;

async function titledRooms(ctx: ServiceContext, rooms: RoomCount[]): Promise<operationsApi.HealthData['rooms']> {
  const eventIds = [...new Set(rooms.map((room) => Number(EVENT_ROOM.exec(room.room)?.[1] ?? 0)).filter((id) => id > 0))];
  const titles =
    eventIds.length > 0
      ? await ctx.db.select({ id: schema.events.id, title: schema.events.title }).from(schema.events).where(inArray(schema.events.id, eventIds))
      : [];
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return rooms
    .map((room) => {
      const eventId = Number(EVENT_ROOM.exec(room.room)?.[1] ?? 0) || null;
      return { ...room, eventId, title: eventId ? (titleOf.get(eventId) ?? null) : null };
    })
    .sort((a, b) => b.sockets - a.sockets);
}

/** Failed for good, or held by a dead worker (jobs/deadWorkers.ts): what 'Relancer' takes. */
const RELAUNCHABLE = sql.raw(`((attempts >= max_attempts and locked_at is null) or ${LOCKED_BY_DEAD_WORKER})`);

/** The newest jobs that failed for good or whose worker died (graphile-worker keeps them, with their last error), for 'Relancer'. */
async function failedJobs(ctx: ServiceContext): Promise<operationsApi.FailedJob[]> {
  const rows = await rowsOf<{ id: string; task: string; attempts: number; last_error: string | null; updated_at: string }>(
    ctx.db,
    sql`select id::text, task_identifier as task, attempts, last_error, updated_at::text from graphile_worker.jobs
         where ${RELAUNCHABLE} order by updated_at desc limit 20`,
  );
  return rows.map((row) => ({
    id: row.id,
    task: row.task,
    attempts: Number(row.attempts),
    lastError: row.last_error ? (row.last_error.split('\n')[0] ?? '').slice(0, 300) : null,
    failedAt: new Date(row.updated_at).toISOString(),
  }));
}

/**
 * GET /api/_ops/health (admin): what the person on call looks at, refreshed by the page every few
 * seconds: each service's readiness and event loop, the live rooms' sockets, the job queue, the
 * outbox, the last backup.
 */
export const healthRoute = defineRoute(operationsApi.health)({
  access: 'admin',
  async handle({ ctx }) {
    const [reports, figures, failed] = await Promise.all([serviceReports(ctx), ctx.operations.databaseFigures(), failedJobs(ctx)]);
    const last = listBackups(ctx.config.backupDir)[0];
    return {
      health: 'complete',
      data: {
        mode: ctx.config.SERVICE_PORT === undefined ? 'all-in-one' : 'split',
        at: ctx.now().toISOString(),
        services: reports.services,
        rooms: await titledRooms(ctx, reports.rooms),
        jobs: { tasks: figures.tasks, failed },
        outbox: { backlog: figures.outboxBacklog, oldestSeconds: figures.outboxOldestSeconds, delivers: ctx.outbox.deliversMail },
        backups: { last: last ? { name: last.name, bytes: last.bytes, takenAt: last.takenAt.toISOString() } : null, keep: ctx.config.BACKUP_KEEP },
      },
    };
  },
});

const NOT_FAILED = 'Cette tâche n’est pas en échec définitif (déjà relancée, ou terminée).';

/**
 * POST /api/_ops/jobs/retry (admin): a job that failed for good, or that a dead worker still holds
 * (its worker's jobs are freed first, graphile-worker's force_unlock_workers), runs again now, its
 * attempts counted afresh.
 */
export const retryJobRoute = defineRoute(operationsApi.retryJob)({
  access: 'admin',
  async handle({ ctx, input }) {
    const rows = await ctx.db.transaction(async (tx) => {
      const freed = (await unlockDeadWorkers(tx, input.id)) > 0;
      return rowsOf<{ id: string }>(
        tx,
        sql`select id::text from graphile_worker.reschedule_jobs(
              (select array_agg(id) from graphile_worker.jobs where id = ${input.id}::bigint and locked_at is null and (attempts >= max_attempts or ${freed})),
              run_at => now(), attempts => 0)`,
      );
    });
    if (rows.length === 0) throw notFound(NOT_FAILED);
    return { retry: 'complete' };
  },
});

export const operationsRoutes = [healthRoute, retryJobRoute];
