import http from 'node:http';
import express from 'express';
import { Server } from 'socket.io';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { RELAY_EVENT, RELAY_NAMESPACES, type LiveContentState, type RelayMessage } from '@canal/contracts';
import { createContext, csrfTokenOf, freePort, newCsrfNonce, rowsOf, CSRF_COOKIE, SESSION_COOKIE, type ServiceContext } from '@canal/service-core';
import { makeEvent, makeQuizQuestion } from '@canal/service-core/testing';
import { startAllInOne, type RunningServer } from './allInOneServer';
import { formatLoad, loadTest } from './load';
import { rssMb, sleep } from './processes';
import { judge } from './targets';

/** Issue 8 §5: fan-out of a state change to N sockets, a quiz burst, polling, memory with 5,000 sockets. */
const FAN_OUT_SIZES = [1000, 2000, 5000];
const PARTICIPANTS = Math.max(...FAN_OUT_SIZES);

interface Participant {
  userId: number;
  cookie: string;
  csrf: string;
}

/** 5,000 members subscribed to one live session, each with an open session and CSRF token, written in bulk. */
async function participants(ctx: ServiceContext, eventId: number): Promise<Participant[]> {
  const rows = await rowsOf<{ id: number }>(
    ctx.db,
    sql`insert into users (email, password_hash, role, firstname, lastname)
        select 'bench.' || g || '@exemple.fr', 'x', 'member', 'Bench', 'Participant ' || g from generate_series(1, ${PARTICIPANTS}) g returning id`,
  );
  await ctx.db.execute(sql`insert into subscriptions (user_id, event_id, created_at) select id, ${eventId}, now() from users where email like 'bench.%'`);
  const made: Participant[] = [];
  for (let start = 0; start < rows.length; start += 100) {
    made.push(
      ...(await Promise.all(
        rows.slice(start, start + 100).map(async ({ id }) => {
          const session = await ctx.sessions.create(id, new Date());
          const nonce = newCsrfNonce();
          return { userId: id, cookie: `${SESSION_COOKIE}=${session.cookieValue}; ${CSRF_COOKIE}=${nonce}`, csrf: await csrfTokenOf(ctx.db, nonce) };
        }),
      )),
    );
  }
  return made;
}

/** Opens sockets 200 at a time; resolves once all are connected (or rejects on the first refusal). */
async function connectAll(make: (index: number) => Socket, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, offset) => make(start + offset));
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', (error) => reject(error));
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** Milliseconds until 50 %, 99 % and 100 % of the sockets received the message `isIt` recognises. */
async function arrival(sockets: Socket[], isIt: (message: RelayMessage) => boolean, send: () => Promise<void>): Promise<[number, number, number]> {
  const times: number[] = [];
  let sentAt = 0;
  const all = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      const listener = (message: RelayMessage) => {
        if (!isIt(message)) return;
        socket.off(RELAY_EVENT, listener);
        times.push(Date.now() - sentAt);
        if (times.length === sockets.length) resolve();
      };
      socket.on(RELAY_EVENT, listener);
    }
  });
  sentAt = Date.now();
  await send();
  await Promise.race([all, sleep(30_000)]);
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * sockets.length) - 1)] ?? Number.NaN;
  return [at(0.5), at(0.99), times.length === sockets.length ? (times.at(-1) ?? Number.NaN) : Number.NaN];
}

async function post(url: string, who: Participant, body: Record<string, string>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { Cookie: who.cookie, 'X-CSRF-Token': who.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** A bare socket.io server broadcasting the same message: the floor the relay is compared with. */
async function bareFanOut(count: number, state: LiveContentState): Promise<[number, number, number]> {
  const port = await freePort();
  const server = http.createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  const participantsNamespace = io.of('/participant');
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const sockets = await connectAll(() => connectSocket(`http://127.0.0.1:${port}/participant`, { path: '/socket.io', transports: ['websocket'], forceNew: true }), count);
  try {
    const message: RelayMessage = { type: 'contentLoad', state };
    return await arrival(sockets, (received) => received.state.contentRevision === state.contentRevision, async () => void participantsNamespace.emit(RELAY_EVENT, message));
  } finally {
    sockets.forEach((socket) => socket.close());
    io.close();
  }
}

/** Runs against the all-in-one server over `databaseUrl`, a PostgreSQL the bench can fill directly. */
export async function liveRoomBench(databaseUrl: string): Promise<string[]> {
  const lines: string[] = ['Live room (issue 8 §5), all-in-one server, 5,000 members in one live session:'];
  const server: RunningServer = await startAllInOne({ DATABASE_URL: databaseUrl });
  const opened = await createContext({ databaseUrl });
  const ctx = opened.ctx;
  const sockets: Socket[] = [];
  try {
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 240, title: 'Bench : session en direct' });
    const people = await participants(ctx, event.id);
    const admin = people[0] as Participant;
    await ctx.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}`);
    const questions = await Promise.all(FAN_OUT_SIZES.map(() => makeQuizQuestion(ctx, event.id, { quizType: 'poll' })));
    const stateSet = (questionId: number) => async () => {
      const answer = await post(`${server.url}/api/state/set/${event.id}`, admin, { contentType: 'poll', contentId: String(questionId) });
      if (answer.status !== 200) throw new Error(`state/set answered ${answer.status}`);
    };

    for (const [index, size] of FAN_OUT_SIZES.entries()) {
      const question = questions[index];
      if (!question) continue;
      const wanted = size - sockets.length;
      const opening = people.slice(sockets.length, size);
      sockets.push(
        ...(await connectAll(
          (at) =>
            connectSocket(`${server.url}${RELAY_NAMESPACES.participant}`, {
              path: '/socket.io',
              transports: ['websocket'],
              forceNew: true,
              extraHeaders: { Cookie: opening[at]?.cookie ?? '' },
              query: { eventId: String(event.id), userId: String(opening[at]?.userId ?? 0) },
            }),
          wanted,
        )),
      );
      await sleep(500);
      const ours = await arrival(sockets, (message) => message.state.contentId === String(question.id), stateSet(question.id));
      const bare = await bareFanOut(size, { eventId: event.id, contentType: 'poll', contentId: 'bare', contentRevision: index + 1, contentOptions: {} });
      lines.push(`  fan-out to ${String(size).padStart(5)} sockets: relay 50 % ${ours[0]} ms, 99 % ${ours[1]} ms, 100 % ${ours[2]} ms; bare socket.io 50 % ${bare[0]} ms, 99 % ${bare[1]} ms, 100 % ${bare[2]} ms; 99 % ratio ${(ours[1] / Math.max(1, bare[1])).toFixed(2)}x`);
      if (size === PARTICIPANTS) {
        lines.push(judge('relay: 99 % of 5,000 sockets', `${ours[1]} ms`, '<= 1000 ms', ours[1] <= 1000));
        lines.push(judge('relay vs bare socket.io (99 %)', `${(ours[1] / Math.max(1, bare[1])).toFixed(2)}x`, '<= 1.3x', ours[1] <= 1.3 * Math.max(1, bare[1])));
        const rss = rssMb(server.nodePid);
        lines.push(`  server RSS with ${sockets.length} connected sockets: ${rss.toFixed(0)} MB`);
      }
    }

    // Quiz burst: one answer from each of 5,000 sessions, plus a retry from one in ten (it must not double).
    const burstQuestion = questions.at(-1);
    if (burstQuestion) {
      const url = `${server.url}/api/quiz/store/${event.id}?q=${burstQuestion.id}`;
      const started = Date.now();
      const calls = [...people, ...people.filter((_, index) => index % 10 === 0)];
      const latencies: number[] = [];
      let failed = 0;
      for (let start = 0; start < calls.length; start += 250) {
        const answers = await Promise.all(calls.slice(start, start + 250).map((who) => post(url, who, { choiceData: '1' })));
        for (const answer of answers) {
          latencies.push(answer.ms);
          if (answer.status !== 200) failed += 1;
        }
      }
      const seconds = (Date.now() - started) / 1000;
      const [counts] = await rowsOf<{ stored: string; voters: string }>(ctx.db, sql`select count(*) as stored, count(distinct user_id) as voters from quiz_answers where question_id = ${burstQuestion.id}`);
      const stored = Number(counts?.stored ?? 0);
      const lost = people.length - Number(counts?.voters ?? 0);
      const doubled = stored - Number(counts?.voters ?? 0);
      latencies.sort((a, b) => a - b);
      const pct = (share: number) => Math.round(latencies[Math.floor(share * (latencies.length - 1))] ?? Number.NaN);
      lines.push(`  quiz burst: ${calls.length} answers (${people.length} sessions + ${calls.length - people.length} retries) in ${seconds.toFixed(1)} s: stored ${stored}, lost ${lost}, doubled ${doubled}, refused ${failed}; latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`);
      lines.push(judge('quiz burst: lost and doubled answers', `${lost} lost, ${doubled} doubled`, '0 and 0', lost === 0 && doubled === 0));
      lines.push(judge('quiz burst: 5,000 answers', `${seconds.toFixed(1)} s`, '<= 5 s', seconds <= 5));
    }
    sockets.forEach((socket) => socket.close());
    sockets.length = 0;

    // Polling: state/get through the gateway against a bare Express endpoint answering the same body.
    const member = people[1] as Participant;
    const stateUrl = `${server.url}/api/state/get/${event.id}`;
    const body = await (await fetch(stateUrl, { headers: { Cookie: member.cookie } })).text();
    const barePort = await freePort();
    const bare = express().get('/state', (_req, res) => void res.type('application/json').send(body));
    const bareServer = await new Promise<http.Server>((resolve) => {
      const listening = bare.listen(barePort, '127.0.0.1', () => resolve(listening));
    });
    try {
      const ours = await loadTest(stateUrl, { connections: 100, seconds: 6, headers: { Cookie: member.cookie } });
      const floor = await loadTest(`http://127.0.0.1:${barePort}/state`, { connections: 100, seconds: 6 });
      lines.push(`  state/get through the gateway: ${formatLoad(ours)}`);
      lines.push(`  bare Express, same body:       ${formatLoad(floor)}`);
      lines.push(judge('state/get vs bare Express', `${(ours.rps / floor.rps).toFixed(2)}x`, '>= 0.7x', ours.rps >= 0.7 * floor.rps));
    } finally {
      bareServer.close();
    }
  } finally {
    sockets.forEach((socket) => socket.close());
    await opened.close();
    await server.stop();
  }
  return lines;
}
