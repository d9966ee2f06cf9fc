import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { freePort } from '@canal/service-core';
import { eventually } from '@canal/service-core/testing';
import { buildServer, compiledPath } from '../../../../tools/build/serverBuild';
import { withServerNodeOptions } from '../../../../tools/runtime/serverNodeOptions';
import { dropPostgresDatabase, ensurePostgres } from '../../../../tools/split/ensurePostgres';
import { SPLIT_SERVICES } from '../../../../tools/split/startSplitStack';
import { stopChild } from '../../../../tools/split/stopChild';

const root = path.resolve(__dirname, '../../../..');
const journal = JSON.parse(fs.readFileSync(path.join(root, 'services/core/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

interface Readiness {
  ready: boolean;
  checks: Array<{ name: string; ok: boolean; error?: string }>;
}

async function readiness(port: number): Promise<{ status: number; body: Readiness } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    return { status: response.status, body: (await response.json()) as Readiness };
  } catch {
    return null;
  }
}

/** A compiled entry point, its standard output kept (JSON log lines). */
function start(entry: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', compiledPath(entry)], {
    cwd: root,
    env: withServerNodeOptions(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** The number each migrate run says it applied (its last log line). */
function appliedBy(output: string): number {
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { message: string; nombre?: number });
  const said = lines.find((line) => line.message === 'migrations appliquées' || line.message === 'base déjà à jour');
  if (said?.nombre === undefined) throw new Error(`la commande migrate n'a rien dit : ${output}`);
  return said.nombre;
}

/** This run's own database, empty (worktrees of one machine share Debian's cluster), dropped at the end. */
const database = `canal_migrate_once_test_${process.pid}`;

describe('split mode: migrations run once, and the services wait for them', () => {
  const services: Array<{ child: ChildProcess; output: () => string }> = [];
  const ports: Record<string, number> = {};
  let databaseUrl = '';

  beforeAll(async () => {
    databaseUrl = ensurePostgres(database, true).url;
    await buildServer();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(services.map((service) => stopChild(service.child)));
    dropPostgresDatabase(database);
  });

  it('starts five services on an empty database: each says it waits; five migrate commands at once apply the migrations once; all become ready', async () => {
    for (const service of SPLIT_SERVICES) ports[service.name] = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:8080',
      CLIENT_ADDRESS_SECRET: randomBytes(32).toString('hex'),
      DEMO_SEED: 'false',
      ...Object.fromEntries(SPLIT_SERVICES.map((service) => [`SERVICE_${service.name.toUpperCase()}_URL`, `http://127.0.0.1:${ports[service.name]}`])),
    };
    for (const service of SPLIT_SERVICES) services.push(start(`services/${service.name}/src/main.ts`, { ...env, SERVICE_PORT: String(ports[service.name]) }));

    // Each answers /readyz before the migrations: not ready, waiting for them.
    for (const service of SPLIT_SERVICES) {
      const waiting = await eventually(
        () => readiness(ports[service.name]),
        (answer) => answer !== null,
        60_000,
      );
      expect(waiting?.status).toBe(503);
      expect(waiting?.body.checks.find((check) => check.name === 'migrations')?.error).toMatch(/^en attente/);
    }
    for (const service of services) expect(service.output()).toContain('en attente des migrations de la base');

    // Five migrate commands at once (a Job retried, two rollouts, start:split...): they take turns.
    const runs = Array.from({ length: 5 }, () => start('services/core/src/migrate.ts', env));
    const codes = await Promise.all(runs.map((run) => exited(run.child)));
    expect(codes).toEqual([0, 0, 0, 0, 0]);
    const applied = runs.map((run) => appliedBy(run.output()));
    expect(applied.reduce((sum, count) => sum + count, 0)).toBe(journal.entries.length);
    expect(applied.filter((count) => count > 0)).toEqual([journal.entries.length]);

    const pool = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query<{ rows: number; hashes: number }>(
        'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
      const schemas = await pool.query("select 1 from pg_namespace where nspname = 'graphile_worker'");
      expect(schemas.rowCount).toBe(1);
    } finally {
      await pool.end();
    }

    for (const service of SPLIT_SERVICES) {
      const ready = await eventually(
        () => readiness(ports[service.name]),
        (answer) => answer?.status === 200,
        60_000,
      );
      expect(ready?.status).toBe(200);
      expect(ready?.body.checks.every((check) => check.ok)).toBe(true);
    }
  }, 300_000);
});
