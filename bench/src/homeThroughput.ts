import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@canal/service-core';
import type { RunningServer } from './allInOneServer';
import { formatLoad, loadTest } from './load';
import { startTsx, waitForHttp } from './processes';
import { judge } from './targets';

const HOME = '/api/home?api=3';
const SECONDS = 8;

/**
 * GET /api/home at 100 keep-alive connections through the real all-in-one server, as a visitor and
 * as a logged-in member, each beside a bare Express 5 app (its own process) answering the same JSON.
 */
export async function homeThroughput(server: RunningServer, memberCookie: string): Promise<string[]> {
  const visitor = await (await fetch(`${server.url}${HOME}`)).json();
  const member = await (await fetch(`${server.url}${HOME}`, { headers: { Cookie: memberCookie } })).json();
  const bodies = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canal-bare-')), 'bodies.json');
  fs.writeFileSync(bodies, JSON.stringify({ visitor, member }));
  const port = await freePort();
  const bare = startTsx('bench/src/servers/bareExpress.ts', { PORT: String(port), BODIES: bodies });
  const bareUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${bareUrl}/ready`, bare);
    const bareVisitor = await loadTest(`${bareUrl}${HOME}`, { seconds: SECONDS });
    const realVisitor = await loadTest(`${server.url}${HOME}`, { seconds: SECONDS });
    const bareMember = await loadTest(`${bareUrl}${HOME}`, { seconds: SECONDS, headers: { Cookie: memberCookie } });
    const realMember = await loadTest(`${server.url}${HOME}`, { seconds: SECONDS, headers: { Cookie: memberCookie } });
    const ratio = (real: number, yardstick: number) => real / yardstick;
    // Shown cut, never rounded up: 0.496 reads 0.49x, not a 0.50x that fails.
    const times = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}x`;
    const visitorRatio = ratio(realVisitor.rps, bareVisitor.rps);
    const memberRatio = ratio(realMember.rps, bareMember.rps);
    return [
      `GET ${HOME}, 100 keep-alive connections, ${SECONDS} s each (autocannon in the bench's process; the servers in their own):`,
      `  visitor  bare Express 5   ${formatLoad(bareVisitor)}`,
      `  visitor  all-in-one       ${formatLoad(realVisitor)}   ${times(visitorRatio)} bare`,
      `  member   bare Express 5   ${formatLoad(bareMember)}`,
      `  member   all-in-one       ${formatLoad(realMember)}   ${times(memberRatio)} bare`,
      judge('/api/home visitor throughput', `${times(visitorRatio)} bare`, '>= 0.5x', visitorRatio >= 0.5 && realVisitor.failures === 0),
      judge('/api/home member throughput', `${times(memberRatio)} bare`, '>= 0.25x', memberRatio >= 0.25 && realMember.failures === 0),
      judge('/api/home visitor p99 at 100 connections', `${realVisitor.p99} ms`, '< 150 ms', realVisitor.p99 < 150),
      judge('/api/home member p99 at 100 connections', `${realMember.p99} ms`, '< 150 ms', realMember.p99 < 150),
    ];
  } finally {
    await bare.stop();
    fs.rmSync(path.dirname(bodies), { recursive: true, force: true });
  }
}
