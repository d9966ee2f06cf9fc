import request from 'supertest';
import type { EventCard } from '@canal/contracts';
import { makeEvent, makeSubscription, makeTheme, makeUser, openService, sessionFor, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
const titles = (cards: EventCard[]) => cards.map((card) => card.eventTitle);

interface HomeBody {
  home: string;
  data: { live: EventCard[]; replays: EventCard[]; availableEvents: EventCard[]; myfutureevents: EventCard[] };
}

async function home(cookie?: string): Promise<HomeBody> {
  const call = request(t.app).get('/api/home?api=3');
  if (cookie) call.set('Cookie', cookie);
  return (await call.expect(200)).body as HomeBody;
}

const LIVE = 'BPCO : prévenir et traiter les exacerbations';
const SOON = 'Asthme sévère : place des biothérapies';
const LATER = 'Télésurveillance en pneumologie';
const OVER = 'Sevrage tabagique en pratique';
const REPLAY_ONLINE = 'Réhabilitation respiratoire';
const REPLAY_WAITING = 'Apnées du sommeil';
let memberCookie: string;

beforeAll(async () => {
  t = await openService(createApp);
  const bpco = await makeTheme(t.ctx, { name: 'BPCO', color: '#1d5fa8', category: 'bpco' });
  const hosts = [
    { dest: '/demo/rousseau.jpg', attributes: { name: 'Pr Anne Rousseau' } },
    { dest: '/demo/benali.jpg', attributes: { name: 'Dr Karim Benali' } },
  ];
  const live = await makeEvent(t.ctx, { title: LIVE, themeId: bpco.id, startsInMin: -20, durationMin: 90, hosts, thumb: [{ dest: '/demo/bpco.jpg' }] });
  const soon = await makeEvent(t.ctx, { title: SOON, startsInMin: 10 });
  await makeEvent(t.ctx, { title: LATER, startsInMin: 3 * 24 * 60 });
  await makeEvent(t.ctx, { title: OVER, startsInMin: -3 * 60, durationMin: 60 });
  await makeEvent(t.ctx, {
    title: REPLAY_ONLINE,
    startsInMin: -30 * 24 * 60,
    state: 'replay',
    replayOnline: true,
    linkReplay: 'https://video.exemple.fr/replay/1',
  });
  await makeEvent(t.ctx, {
    title: REPLAY_WAITING,
    startsInMin: -7 * 24 * 60,
    state: 'replay',
    replayOnline: false,
    linkReplay: 'https://video.exemple.fr/replay/2',
  });
  const member = await makeUser(t.ctx);
  await makeSubscription(t.ctx, member.id, live.id);
  await makeSubscription(t.ctx, member.id, soon.id);
  memberCookie = (await sessionFor(t.ctx, member.email)).cookie;
});
afterAll(() => t.database.close());

describe('GET /api/home?api=3', () => {
  it('shows a visitor the sessions not over yet, by date, the live one and the replays without their links', async () => {
    const body = await home();
    expect(body.home).toBe('complete');
    expect(titles(body.data.availableEvents)).toEqual([LIVE, SOON, LATER]);
    expect(body.data.availableEvents.map((card) => card.eventState)).toEqual(['live', 'pending', 'pending']);
    expect(titles(body.data.live)).toEqual([LIVE]);
    expect(body.data.myfutureevents).toEqual([]);
    expect(body.data.availableEvents.every((card) => card.isSubscribed === 0)).toBe(true);
    expect(titles(body.data.replays)).toEqual([REPLAY_WAITING, REPLAY_ONLINE]);
    expect(body.data.replays.every((card) => card.eventLinkReplay === null)).toBe(true);
  });

  it('builds complete cards: theme, colour, epoch seconds, hosts', async () => {
    const [live] = (await home()).data.live;
    expect(live).toMatchObject({
      themeName: 'BPCO',
      themeColor: '#1d5fa8',
      eventDate: Math.floor(t.seededAt.getTime() / 1000) - 20 * 60,
      eventDuration: 90,
      isLive: 0,
      isFull: 0,
    });
    expect(live.hosts.map((host) => host.attributes.name)).toEqual(['Pr Anne Rousseau', 'Dr Karim Benali']);
    expect(live.eventThumb[0].dest).toBe('/demo/bpco.jpg');
  });

  it('gives a member its own coming sessions and the links of the replays that are online', async () => {
    const body = await home(memberCookie);
    expect(titles(body.data.myfutureevents)).toEqual([LIVE, SOON]);
    expect(body.data.availableEvents.find((card) => card.eventTitle === LATER)?.isSubscribed).toBe(0);
    const online = body.data.replays.filter((card) => card.isLive === 1);
    expect(titles(online)).toEqual([REPLAY_ONLINE]);
    expect(online[0].eventLinkReplay).toBe('https://video.exemple.fr/replay/1');
  });

  it('follows the clock: once the live session is over it leaves the lists', async () => {
    t.ctx.now = () => new Date(t.seededAt.getTime() + 80 * 60_000);
    const body = await home();
    expect(titles(body.data.availableEvents)).toEqual([LATER]);
    expect(body.data.live).toEqual([]);
    t.ctx.now = () => t.seededAt;
  });
});
