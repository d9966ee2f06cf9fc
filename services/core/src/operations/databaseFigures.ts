import type { Pool } from 'pg';
import type { z } from 'zod';
import type { operationsApi } from '@canal/contracts';
import { UNDELIVERABLE } from '../mail/Outbox';
import { LOCKED_BY_DEAD_WORKER } from '../jobs/deadWorkers';

/** A task's jobs by state (operationsApi.JOB_STATES), and the newest error among its failed or retrying ones (first line). */
export type TaskFigures = z.infer<typeof operationsApi.taskFiguresSchema>;

/** Statuses a GPTPubMed run takes (chat_runs.status); anything else is counted as 'other'. */
export const CHAT_RUN_STATUSES = [
  'queued',
  'in_progress',
  'requires_action',
  'cancelling',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'incomplete',
] as const;

export interface DatabaseFigures {
  tasks: TaskFigures[];
  /** E-mails written and not handed to SMTP yet (those to a deleted account's address are never sent: not counted). */
  outboxBacklog: number;
  /** Age in seconds of the oldest of them, 0 when none waits. */
  outboxOldestSeconds: number;
  chatRuns: Record<string, number>;
  /** GPTPubMed's tokens since the start, from the usage ledger (kept when discussions are deleted). */
  chatTokens: { prompt: number; completion: number; cached: number };
  /** (account, address) pairs locked out of logging in right now. */
  loginLockouts: number;
}

const firstLine = (text: string | null) => (text ? (text.split('\n')[0] ?? '').slice(0, 300) : null);

/**
 * What the whole deployment's database says, read in five queries: the job queue by task, the
 * outbox's backlog, the chat runs by status and their tokens, the login lockouts. Every process reads the same
 * figures (a dashboard takes their max()).
 */
export async function readDatabaseFigures(pool: Pool): Promise<DatabaseFigures> {
  const [jobs, outbox, runs, lockouts, tokens] = await Promise.all([
    // A job a dead worker still holds is not running: it counts as failed until freed (jobs/deadWorkers.ts).
    pool.query<{ task: string; waiting: string; scheduled: string; running: string; retrying: string; failed: string; last_error: string | null }>(
      `select task_identifier as task,
              count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now() and last_error is null) as waiting,
              count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now() and last_error is null) as scheduled,
              count(*) filter (where locked_at is not null and not ${LOCKED_BY_DEAD_WORKER}) as running,
              count(*) filter (where locked_at is null and attempts < max_attempts and last_error is not null) as retrying,
              count(*) filter (where (attempts >= max_attempts and locked_at is null) or ${LOCKED_BY_DEAD_WORKER}) as failed,
              (array_agg(last_error order by updated_at desc) filter (where last_error is not null))[1] as last_error
         from graphile_worker.jobs group by task_identifier order by task_identifier`,
    ),
    pool.query<{ backlog: string; oldest: string | null }>(
      `select count(*) as backlog, extract(epoch from now() - min(created_at)) as oldest
         from mail_outbox where sent_at is null and error is distinct from $1`,
      [UNDELIVERABLE],
    ),
    pool.query<{ status: string; runs: string }>('select status, count(*) as runs from chat_runs group by status'),
    pool.query<{ locked: string }>('select count(*) as locked from login_failures where locked_until > now()'),
    pool.query<{ prompt: string | null; completion: string | null; cached: string | null }>(
      'select sum(prompt_tokens) as prompt, sum(completion_tokens) as completion, sum(cached_tokens) as cached from chat_usage',
    ),
  ]);
  const chatRuns: Record<string, number> = {};
  for (const row of runs.rows) {
    const status = (CHAT_RUN_STATUSES as readonly string[]).includes(row.status) ? row.status : 'other';
    chatRuns[status] = (chatRuns[status] ?? 0) + Number(row.runs);
  }
  return {
    tasks: jobs.rows.map((row) => ({
      task: row.task,
      counts: {
        waiting: Number(row.waiting),
        scheduled: Number(row.scheduled),
        running: Number(row.running),
        retrying: Number(row.retrying),
        failed: Number(row.failed),
      },
      lastError: firstLine(row.last_error),
    })),
    outboxBacklog: Number(outbox.rows[0]?.backlog ?? 0),
    outboxOldestSeconds: Math.max(0, Math.round(Number(outbox.rows[0]?.oldest ?? 0))),
    chatRuns,
    chatTokens: {
      prompt: Number(tokens.rows[0]?.prompt ?? 0),
      completion: Number(tokens.rows[0]?.completion ?? 0),
      cached: Number(tokens.rows[0]?.cached ?? 0),
    },
    loginLockouts: Number(lockouts.rows[0]?.locked ?? 0),
  };
}
