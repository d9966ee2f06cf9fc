import request from 'supertest';
import type { EventCard } from '@canal/contracts';
import { sessionFor } from '@canal/service-core/testing';
import { DEMO_MEMBER, openTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

interface HomeBody {
  home: string;
  data: { live: EventCard[]; replays: EventCard[]; availableEvents: EventCard[]; myfutureevents: EventCard[] };
}

async function home(cookie?: string): Promise<HomeBody> {
  const call = request(t.app).get('/api/home?api=3');
  if (cookie) call.set('Cookie', cookie);
  const response = await call.expect(200);
  return response.body as HomeBody;
}

const titles = (cards: EventCard[]) => cards.map((card) => card.eventTitle);

const LIVE = 'BPCO : prévenir et traiter les exacerbations';
const SOON = 'Asthme sévère : place des biothérapies';
const DAYS = 'Le parcours du patient BPCO en ville';
const LATER = 'Télésurveillance et intelligence artificielle en pneumologie';

describe('GET /api/home?api=3', () => {
  it('shows a visitor the sessions not over yet, by date, the live one and the replays', async () => {
    const body = await home();
    expect(body.home).toBe('complete');
    expect(titles(body.data.availableEvents)).toEqual([LIVE, SOON, DAYS, LATER]);
    expect(body.data.availableEvents.map((card) => card.eventState)).toEqual(['live', 'pending', 'pending', 'pending']);
    expect(titles(body.data.live)).toEqual([LIVE]);
    expect(body.data.myfutureevents).toEqual([]);
    expect(body.data.availableEvents.every((card) => card.isSubscribed === 0)).toBe(true);
    expect(body.data.replays.map((card) => card.eventState)).toEqual(['replay', 'replay', 'replay']);
    expect(body.data.replays.every((card) => card.eventLinkReplay === null)).toBe(true);
    expect(titles(body.data.availableEvents)).not.toContain('Sevrage tabagique en pratique');
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
    expect(live.eventThumb[0].dest).toMatch(/^\/demo\//);
  });

  it("gives dr.martin its own coming sessions (the live one and the one about to start) and the replay links", async () => {
    const { cookie } = await sessionFor(t.ctx, DEMO_MEMBER);
    const body = await home(cookie);
    expect(titles(body.data.myfutureevents)).toEqual([LIVE, SOON, DAYS]);
    expect(body.data.myfutureevents.every((card) => card.isSubscribed === 1)).toBe(true);
    expect(body.data.availableEvents.find((card) => card.eventTitle === LATER)?.isSubscribed).toBe(0);
    const online = body.data.replays.filter((card) => card.isLive === 1);
    expect(online.length).toBe(2);
    expect(online.every((card) => typeof card.eventLinkReplay === 'string')).toBe(true);
  });

  it('follows the clock: once the live session is over it leaves the lists', async () => {
    t.ctx.now = () => new Date(t.seededAt.getTime() + 80 * 60_000);
    const body = await home();
    expect(titles(body.data.availableEvents)).toEqual([DAYS, LATER]);
    expect(body.data.live).toEqual([]);
    t.ctx.now = () => t.seededAt;
  });
});
