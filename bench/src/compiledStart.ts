import fs from 'node:fs';
import { startAllInOne, type Runner } from './allInOneServer';
import { freshDir, rssMb, sleep } from './processes';
import { judge } from './targets';

const RUNS = 3;
const IDLE_SECONDS = 5;

interface Run {
  startMs: number;
  /** RSS of the process that runs the program. */
  programMb: number;
  /** RSS of every node process of the server (tsx's CLI included). */
  allMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(runner: Runner, dataDir: string): Promise<Run> {
  const server = await startAllInOne({}, { runner, dataDir });
  try {
    await sleep(IDLE_SECONDS * 1000);
    return { startMs: server.startedInMs, programMb: rssMb(server.nodePid), allMb: server.nodePids.reduce((sum, pid) => sum + rssMb(pid), 0) };
  } finally {
    await server.stop();
  }
}

/**
 * Issue 21 §5: the all-in-one server compiled (`node dist/server/…`, what `npm start` runs) against
 * its sources run by tsx (what it ran before). From the process's start to /api/site answering, and
 * the RSS idle 5 s later; on one data folder created beforehand (a user's second `npm start`: no
 * initdb, migrations applied), three runs of each, alternated, medians.
 */
export async function compiledAgainstTsx(): Promise<string[]> {
  const dataDir = freshDir('canal-bench-start-');
  try {
    await (await startAllInOne({}, { dataDir })).stop();
    const runs: Record<Runner, Run[]> = { tsx: [], node: [] };
    for (let i = 0; i < RUNS; i += 1) for (const runner of ['tsx', 'node'] as const) runs[runner].push(await measure(runner, dataDir));
    const of = (runner: Runner) => ({
      start: median(runs[runner].map((run) => run.startMs)) / 1000,
      program: median(runs[runner].map((run) => run.programMb)),
      all: median(runs[runner].map((run) => run.allMb)),
    });
    const tsx = of('tsx');
    const node = of('node');
    const s = (value: number) => `${value.toFixed(2)} s`;
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    const starts = (runner: Runner) => runs[runner].map((run) => s(run.startMs / 1000)).join(', ');
    return [
      `Compiled server against tsx (all-in-one, data folder already made, median of ${RUNS} runs each):`,
      `  start to /api/site answering        tsx ${s(tsx.start)}   node ${s(node.start)}   (runs: tsx ${starts('tsx')}; node ${starts('node')})`,
      `  RSS idle ${IDLE_SECONDS} s, the program            tsx ${mb(tsx.program)}   node ${mb(node.program)}`,
      `  RSS idle ${IDLE_SECONDS} s, every node process     tsx ${mb(tsx.all)} (with tsx's CLI)   node ${mb(node.all)}`,
      judge('start of the compiled server', `${s(node.start)} vs ${s(tsx.start)}`, 'faster than tsx', node.start < tsx.start),
      judge('RSS idle of the compiled server', `${mb(node.program)} vs ${mb(tsx.program)}`, 'lower than tsx', node.program < tsx.program),
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
