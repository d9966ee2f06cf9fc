import { io as connectSocket, type Socket } from 'socket.io-client';
import { CHAT_NAMESPACE, CHAT_SOCKET_EVENT, CHAT_SOCKET_PATH, chatSocketEventSchema, type ChatSocketEvent } from '@canal/contracts';
import { SESSION_COOKIE, startHost, type RunningHost } from '@canal/service-core';
import { createTestContext, makeEvent, makeUser, sessionFor, type TestSession } from '@canal/service-core/testing';
import { startFakeEutils, type FakeEutils } from '../testing/fakeEutilsServer';
import { startFakeModel, type FakeModel } from '../testing/fakeModelServer';
import { service } from '../index';

let host: RunningHost;
let model: FakeModel;
let eutils: FakeEutils;

beforeAll(async () => {
  // 50 tokens a second: the answer takes about a second to write, long enough to watch it grow.
  model = await startFakeModel(0, { tokensPerSecond: 50 });
  eutils = await startFakeEutils();
  const opened = await createTestContext({ OPENAI_BASE_URL: model.url, CHAT_MODEL: 'fake-gpt-4o', NCBI_BASE_URL: eutils.url, CHAT_RUN_TIMEOUT_S: '20' });
  host = await startHost({ services: [service], port: 0, host: '127.0.0.1', opened, drainMs: 1000 });
});
afterAll(async () => {
  await host.stop();
  await model.close();
  await eutils.close();
});

const open: Socket[] = [];
afterEach(() => open.splice(0).forEach((socket) => socket.close()));

/** A page's socket on /chat, with the browser's cookie; every event it receives, in order. */
function chatSocket(cookie: string | null) {
  const socket = connectSocket(`http://127.0.0.1:${host.port}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: cookie ? { Cookie: cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  const events: ChatSocketEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on(CHAT_SOCKET_EVENT, (raw: unknown) => {
    events.push(chatSocketEventSchema.parse(raw));
    waiters.splice(0).forEach((wake) => wake());
  });
  const outcome = new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
  /** Resolves once an event satisfies the predicate. */
  const until = (predicate: (event: ChatSocketEvent) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (events.some(predicate) ? resolve() : waiters.push(check));
      check();
    });
  return { socket, events, outcome, until };
}

/** The text of the message being written as a page builds it from the 'text' events: keep up to the offset, add the text. */
function grown(events: ChatSocketEvent[], base = ''): string {
  let text = base;
  for (const event of events) if (event.kind === 'text' && event.offset <= text.length) text = text.slice(0, event.offset) + event.text;
  return text;
}

async function call(session: TestSession, action: string, body: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${host.port}/api/gpt/api.php?action=${action}`, {
    method: 'POST',
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as {
    thread: { id: string };
    messages: { id: string; role: string; status?: string; content: { text?: { value: string } }[] }[];
    last_run: { status: string } | null;
  };
}

async function member() {
  const user = await makeUser(host.ctx);
  return { user, session: await sessionFor(host.ctx, user.email) };
}

describe('the /chat namespace', () => {
  it('refuses a visitor and a room pass, in French', async () => {
    expect(await chatSocket(null).outcome).toBe('Merci de vous connecter pour accéder à ce contenu');
    const { user } = await member();
    const event = await makeEvent(host.ctx, { startsInMin: -5, durationMin: 60 });
    const pass = await host.ctx.sessions.create(user.id, new Date(), { eventId: event.id, until: new Date(Date.now() + 3600_000) });
    expect(await chatSocket(`${SESSION_COOKIE}=${pass.cookieValue}`).outcome).toBe('Merci de vous connecter pour accéder à ce contenu');
  });

  it('pushes the answer to its owner word by word, in every tab, never to another member, and says the same as view_thread', async () => {
    const owner = await member();
    const stranger = await member();
    const tab = chatSocket(owner.session.cookie);
    const secondTab = chatSocket(owner.session.cookie);
    const other = chatSocket(stranger.session.cookie);
    expect([await tab.outcome, await secondTab.outcome, await other.outcome]).toEqual(['connected', 'connected', 'connected']);

    const thread = (await call(owner.session, 'create_thread')).thread.id;
    await call(owner.session, 'add_message', { thread, message: 'Quelle place pour les biothérapies ?' });
    // A page without the socket polls view_thread meanwhile: it reads the answer growing too.
    const polled: string[] = [];
    await tab.until((event) => event.kind === 'text');
    while ((await call(owner.session, 'view_thread', { id: thread })).last_run?.status !== 'completed') {
      const writing = (await call(owner.session, 'view_thread', { id: thread })).messages.find((message) => message.status === 'in_progress');
      const text = writing?.content[0]?.text?.value;
      if (text && text !== polled.at(-1)) polled.push(text);
      await tab.until((event) => event.kind === 'changed' || event.kind === 'text');
    }
    await tab.until((event) => event.kind === 'changed');

    const texts = tab.events.filter((event) => event.kind === 'text');
    expect(texts.length).toBeGreaterThan(10);
    expect(new Set(texts.map((event) => event.threadId))).toEqual(new Set([thread]));
    const final = (await call(owner.session, 'view_thread', { id: thread })).messages.at(-1);
    expect(final?.status).toBe('completed');
    expect(grown(tab.events)).toBe(final?.content[0]?.text?.value);
    expect(grown(secondTab.events)).toBe(grown(tab.events));
    expect(other.events).toEqual([]);
    // What polling saw grew, and was the beginning of the answer each time.
    expect(polled.length).toBeGreaterThanOrEqual(2);
    for (const [at, text] of polled.entries()) {
      expect(final?.content[0]?.text?.value.startsWith(text)).toBe(true);
      if (at > 0) expect(text.length).toBeGreaterThan(polled[at - 1].length);
    }
  });

  it('sends the whole text so far to a page that connects in the middle of an answer, whatever view_thread had stored', async () => {
    const owner = await member();
    const first = chatSocket(owner.session.cookie);
    await first.outcome;
    const thread = (await call(owner.session, 'create_thread')).thread.id;
    await call(owner.session, 'add_message', { thread, message: 'Une question pour une page rouverte' });
    await first.until((event) => event.kind === 'text' && event.offset > 40);

    // The reopened page: its socket first, then what view_thread has stored, then the events after it.
    const late = chatSocket(owner.session.cookie);
    await late.outcome;
    const stored =
      (await call(owner.session, 'view_thread', { id: thread })).messages.find((message) => message.status === 'in_progress')?.content[0]?.text?.value ?? '';
    await first.until((event) => event.kind === 'changed' && first.events.indexOf(event) > first.events.findLastIndex((text) => text.kind === 'text'));
    const final = (await call(owner.session, 'view_thread', { id: thread })).messages.at(-1)?.content[0]?.text?.value;
    expect(stored.length).toBeGreaterThan(0);
    expect(grown(late.events, stored)).toBe(final);
  });

  it('ends the sockets of a session that logs out', async () => {
    const owner = await member();
    const tab = chatSocket(owner.session.cookie);
    await tab.outcome;
    const disconnected = new Promise<string>((resolve) => tab.socket.on('disconnect', resolve));
    const sessionValue = /cp_sid=([^;]+)/.exec(owner.session.cookie)?.[1] ?? '';
    const loaded = await host.ctx.sessions.load(sessionValue, new Date());
    await host.ctx.sessions.revoke(loaded?.idHash ?? '');
    expect(await disconnected).toBe('io server disconnect');
  });
});
