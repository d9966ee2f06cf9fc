import type { RunningServer } from './allInOneServer';
import { descendants, processName, pssMb, rssMb } from './processes';
import { judge } from './targets';

const mb = (value: number) => `${value.toFixed(0)} MB`;

/** The all-in-one node process (RSS) and its embedded PostgreSQL's processes (PSS, shared memory split among them). */
export function memoryOf(server: RunningServer): { node: number; postgres: number; postgresProcesses: number } {
  const postgres = descendants(server.nodePid).filter((pid) => processName(pid).startsWith('postgres'));
  return { node: rssMb(server.nodePid), postgres: pssMb(postgres), postgresProcesses: postgres.length };
}

export function idleMemory(server: RunningServer, idleSeconds: number): string[] {
  const memory = memoryOf(server);
  return [
    `Memory of npm start's server, idle ${idleSeconds} s after it answered /api/site`,
    `  (${(server.startedInMs / 1000).toFixed(1)} s after its start, fresh data folder):`,
    `  node (pid ${server.nodePid}, the compiled program)    RSS ${mb(memory.node)}`,
    `  embedded PostgreSQL (${memory.postgresProcesses} processes)          PSS ${mb(memory.postgres)}`,
    judge('RSS of the all-in-one node process, idle', mb(memory.node), '< 300 MB', memory.node < 300),
  ];
}

export function memoryAfterLoad(server: RunningServer): string[] {
  const memory = memoryOf(server);
  return [`  after the load above: node RSS ${mb(memory.node)}, PostgreSQL PSS ${mb(memory.postgres)} (${memory.postgresProcesses} processes)`];
}
