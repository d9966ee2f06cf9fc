import { Gauge, type Registry } from 'prom-client';
import { operationsApi } from '@canal/contracts';
import type { DatabaseFigures } from './databaseFigures';

/**
 * The deployment's figures as gauges, read from the database at each scrape: the job queue by task
 * and state, the outbox's backlog and its oldest mail's age, the chat runs by status, the login
 * lockouts. `figures` is shared by the gauges of one scrape (they are collected together).
 */
export function registerDatabaseMetrics(registry: Registry, read: () => Promise<DatabaseFigures>): void {
  // A database that does not answer leaves these series out of the scrape; the rest still answers (and /readyz says why).
  const figures = () => read().catch(() => null);
  new Gauge({
    name: 'canal_jobs',
    help: 'Tâches de fond par nom et état (waiting: dues, scheduled: plus tard, running, retrying: en échec, à retenter, failed: abandonnées)',
    labelNames: ['task', 'state'] as const,
    registers: [registry],
    async collect() {
      const read = await figures();
      this.reset();
      if (!read) return;
      const { tasks } = read;
      for (const task of tasks) for (const state of operationsApi.JOB_STATES) this.set({ task: task.task, state }, task.counts[state]);
    },
  });
  new Gauge({
    name: 'canal_chat_runs',
    help: 'Réponses de GPTPubMed par statut (completed, failed, cancelled...)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const read = await figures();
      this.reset();
      for (const [status, runs] of Object.entries(read?.chatRuns ?? {})) this.set({ status }, runs);
    },
  });
  new Gauge({
    name: 'canal_chat_tokens',
    help: 'Jetons consommés par GPTPubMed depuis le début, par sorte (prompt, completion, cached)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const read = await figures();
      this.reset();
      if (!read) return;
      for (const [kind, tokens] of Object.entries(read.chatTokens)) this.set({ kind }, tokens);
    },
  });
  const scalar = (name: string, help: string, pick: (figures: DatabaseFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await figures();
        if (read) this.set(pick(read));
      },
    });
  scalar('canal_outbox_backlog', 'E-mails écrits et pas encore remis au serveur SMTP', (read) => read.outboxBacklog);
  scalar('canal_outbox_oldest_unsent_seconds', 'Âge du plus ancien e-mail non envoyé (0 quand aucun n’attend)', (read) => read.outboxOldestSeconds);
  scalar('canal_login_lockouts', 'Couples (compte, adresse) bloqués à la connexion en ce moment', (read) => read.loginLockouts);
}
