import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Server } from 'socket.io';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { RELAY_EVENT, type LiveContentState, type RelayMessage } from '@canal/contracts';
import { createContext, freePort, rowsOf, type ServiceContext } from '@canal/service-core';
import { makeEvent, makeQuizQuestion } from '@canal/service-core/testing';
import { startAllInOne, type RunningServer } from './allInOneServer';
import { burst, percentile } from './live/burst';
import { membersOf, postAs, type Member } from './live/members';
import { arrival, connectAll, participantSockets } from './live/sockets';
import { splitLiveBench } from './live/splitLive';
import { formatLoad, loadTest } from './load';
import { rssMb, startTsx, waitForHttp } from './processes';
import { judge } from './targets';

/** Issue 8 §5 and issue 23 §1: fan-out to 5,000 sockets, a quiz burst, polling; then the split deployment's two live processes. */
const PARTICIPANTS = 5000;
/** One member in ten sends their answer twice at once (a double click, a retry): none may be stored twice. */
const REPEAT_EVERY = 10;

/** A bare socket.io server broadcasting the same message: the floor the relay is compared with. */
async function bareFanOut(count: number, state: LiveContentState): Promise<[number, number, number]> {
  const port = await freePort();
  const server = http.createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  const participantsNamespace = io.of('/participant');
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const sockets = await connectAll(
    () => connectSocket(`http://127.0.0.1:${port}/participant`, { path: '/socket.io', transports: ['websocket'], forceNew: true }),
    count,
  );
  try {
    const message: RelayMessage = { type: 'contentLoad', state };
    return await arrival(
      sockets,
      (received) => received.state.contentRevision === state.contentRevision,
      () => {
        participantsNamespace.emit(RELAY_EVENT, message);
        return Promise.resolve();
      },
    );
  } finally {
    sockets.forEach((socket) => socket.close());
    await io.close();
  }
}

/**
 * The quiz burst of issue 23 §1: every member answers within one second, one in ten twice at once,
 * over the keep-alive connections a proxy would hold; end to end from the first request sent to the
 * last answer received, clients included (they run on the same two cores as the server).
 */
async function quizBurst(server: RunningServer, ctx: ServiceContext, eventId: number, members: Member[], questionId: number): Promise<string[]> {
  const calls = members.flatMap((who, index) => (index % REPEAT_EVERY === 0 ? [who, who] : [who])).map((who) => ({ who, body: { choiceData: '1' } }));
  const result = await burst(`${server.url}/api/quiz/store/${eventId}?q=${questionId}`, calls, { spreadMs: 1000 });
  const [counts] = await rowsOf<{ stored: string; voters: string }>(
    ctx.db,
    sql`select count(*) as stored, count(distinct user_id) as voters from quiz_answers where question_id = ${questionId}`,
  );
  const stored = Number(counts?.stored ?? 0);
  const voters = Number(counts?.voters ?? 0);
  const lost = members.length - voters;
  const doubled = stored - voters;
  const refused = result.statuses.filter((status) => status !== 200).length;
  const seconds = result.seconds;
  return [
    `  quiz burst: ${calls.length.toLocaleString('en-US')} answers sent within 1 s (${members.length.toLocaleString('en-US')} members, ${calls.length - members.length} of them twice at once), ` +
      `all answered in ${seconds.toFixed(2)} s: stored ${stored}, lost ${lost}, doubled ${doubled}, non-200 ${refused}; latency p50 ${percentile(result.latencies, 0.5)} ms, p99 ${percentile(result.latencies, 0.99)} ms`,
    judge('quiz burst: answers stored', String(stored), `${members.length}`, stored === members.length),
    judge('quiz burst: answers lost', String(lost), '0', lost === 0),
    judge('quiz burst: answers doubled', String(doubled), '0', doubled === 0),
    judge('quiz burst: end to end, clients included', `${seconds.toFixed(2)} s`, '<= 2 s', seconds <= 2),
  ];
}

/** state/get through the server as a member, against a bare Express 5 app in its own process answering the same body. */
async function polling(server: RunningServer, eventId: number, member: Member): Promise<string[]> {
  const route = `/api/state/get/${eventId}`;
  const body = await (await fetch(`${server.url}${route}`, { headers: { Cookie: member.cookie } })).json();
  const bodies = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canal-bare-')), 'bodies.json');
  fs.writeFileSync(bodies, JSON.stringify({ visitor: body, member: body }));
  const port = await freePort();
  const bare = startTsx('bench/src/servers/bareExpress.ts', { PORT: String(port), BODIES: bodies, ROUTE: route });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/ready`, bare);
    const floor = await loadTest(`http://127.0.0.1:${port}${route}`, { connections: 100, seconds: 6, headers: { Cookie: member.cookie } });
    const ours = await loadTest(`${server.url}${route}`, { connections: 100, seconds: 6, headers: { Cookie: member.cookie } });
    const ratio = ours.rps / floor.rps;
    const times = `${(Math.floor(ratio * 100) / 100).toFixed(2)}x`;
    return [
      `  state/get (${JSON.stringify(body).length} bytes), 100 connections, 6 s each (autocannon in the bench's process; the servers in their own):`,
      `    bare Express 5, same body   ${formatLoad(floor)}`,
      `    all-in-one                  ${formatLoad(ours)}   ${times} bare`,
      judge('state/get polling vs bare Express', times, '>= 0.7x', ratio >= 0.7 && ours.failures === 0),
    ];
  } finally {
    await bare.stop();
    fs.rmSync(path.dirname(bodies), { recursive: true, force: true });
  }
}

/** The all-in-one server over `databaseUrl` (a PostgreSQL the bench fills directly): 5,000 members in one live session. */
async function allInOneRoom(databaseUrl: string): Promise<string[]> {
  const lines: string[] = [`Live room, all-in-one server, ${PARTICIPANTS.toLocaleString('en-US')} members in one live session:`];
  const server = await startAllInOne({ DATABASE_URL: databaseUrl });
  const opened = await createContext({ databaseUrl });
  const ctx = opened.ctx;
  let sockets: Socket[] = [];
  try {
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 240, title: 'Bench : session en direct' });
    const members = await membersOf(ctx, event.id, PARTICIPANTS, 'bench');
    const admin = members[0];
    await ctx.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}`);
    const stateSet = (questionId: number) => async () => {
      const answer = await postAs(`${server.url}/api/state/set/${event.id}`, admin, { contentType: 'poll', contentId: String(questionId) });
      if (answer.status !== 200) throw new Error(`state/set answered ${answer.status}`);
    };

    sockets = await participantSockets(server.url, event.id, members);
    const shown = await makeQuizQuestion(ctx, event.id, { quizType: 'poll' });
    const ours = await arrival(sockets, (message) => message.state.contentId === String(shown.id), stateSet(shown.id));
    const rss = rssMb(server.nodePid);
    sockets.forEach((socket) => socket.close());
    sockets = [];
    const bare = await bareFanOut(PARTICIPANTS, { eventId: event.id, contentType: 'poll', contentId: 'bare', contentRevision: 1, contentOptions: {} });
    const ratio = ours[1] / Math.max(1, bare[1]);
    lines.push(
      `  fan-out to ${PARTICIPANTS.toLocaleString('en-US')} sockets: relay 50 % ${ours[0]} ms, 99 % ${ours[1]} ms, 100 % ${ours[2]} ms; ` +
        `bare socket.io 50 % ${bare[0]} ms, 99 % ${bare[1]} ms, 100 % ${bare[2]} ms; 99 % ratio ${ratio.toFixed(2)}x`,
      `  server RSS with ${PARTICIPANTS.toLocaleString('en-US')} connected sockets: ${rss.toFixed(0)} MB`,
      judge('relay: 99 % of 5,000 sockets', `${ours[1]} ms`, '<= 1000 ms', ours[1] <= 1000),
      judge('relay vs bare socket.io (99 %)', `${ratio.toFixed(2)}x`, '<= 1.3x', ours[1] <= 1.3 * Math.max(1, bare[1])),
    );

    // The question on screen is the one answered; its sockets closed, the burst has the cores to itself and its clients.
    const asked = await makeQuizQuestion(ctx, event.id, { quizType: 'poll' });
    await stateSet(asked.id)();
    lines.push(...(await quizBurst(server, ctx, event.id, members, asked.id)));
    lines.push(...(await polling(server, event.id, members[1])));
  } finally {
    sockets.forEach((socket) => socket.close());
    await opened.close();
    await server.stop();
  }
  return lines;
}

/** Runs against PostgreSQL at `databaseUrl`, a database the bench can fill directly. */
export async function liveRoomBench(databaseUrl: string): Promise<string[]> {
  return [...(await allInOneRoom(databaseUrl)), '', ...(await splitLiveBench(databaseUrl))];
}
