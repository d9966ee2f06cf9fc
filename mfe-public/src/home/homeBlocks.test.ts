import type { EventCard, HomeData } from '@canal/contracts';
import { homeBlocks, HOME_REPLAYS, themeOffer } from './homeBlocks';

let nextId = 1;
const card = (fields: Partial<EventCard>): EventCard =>
  ({ id: nextId++, themeId: 1, themeName: 'BPCO', themeColor: '#1d5fa8', eventState: 'pending', eventDate: 2_000_000_000, isLive: 0, ...fields }) as EventCard;

const home = (fields: Partial<HomeData>): HomeData => ({ live: [], replays: [], availableEvents: [], myfutureevents: [], ...fields });

describe('the home page category blocks', () => {
  it('shows "En direct" only while a session is live, one wide card per row', () => {
    const live = card({ eventState: 'live' });
    expect(homeBlocks(home({ availableEvents: [card({})] })).map((block) => block.key)).toEqual(['thematiques']);
    const [first] = homeBlocks(home({ live: [live], availableEvents: [live] }));
    expect(first).toMatchObject({ key: 'en-direct', title: 'En direct', variant: 'horizontal', cards: [{ kind: 'event', event: live }] });
  });

  it('draws the latest replays as replay cards, newest first as the server sends them, at most six, with the way to all of them', () => {
    const replays = Array.from({ length: 8 }, () => card({ eventState: 'replay', isLive: 1 }));
    const block = homeBlocks(home({ replays })).find((candidate) => candidate.key === 'derniers-replays');
    expect(block?.cards).toHaveLength(HOME_REPLAYS);
    expect(block?.cards.map((item) => (item.kind === 'replay' ? item.event.id : null))).toEqual(replays.slice(0, 6).map((replay) => replay.id));
    expect(block?.more).toEqual({ to: '/replays', label: 'Tous les replays' });
  });

  it('sums up each theme once, in the order of its next dated session, postponed ones and replays counted but not dated', () => {
    const asthma = { themeId: 2, themeName: 'Asthme', themeColor: '#0f8a6a' };
    const data = home({
      availableEvents: [
        card({ eventDate: 300, eventState: 'live' }),
        card({ ...asthma, eventDate: 100 }),
        card({ eventDate: 200 }),
        card({ ...asthma, eventState: 'delayed', eventDate: 50 }),
      ],
      replays: [card({ eventState: 'replay', eventDate: 10 }), card({ themeId: 3, themeName: 'Innovations en pneumologie', eventState: 'replay' })],
    });
    const block = homeBlocks(data).find((candidate) => candidate.key === 'thematiques');
    const themes = block?.cards.map((item) => (item.kind === 'other' ? item.theme : null));
    expect(themes).toEqual([
      { themeId: 2, themeName: 'Asthme', themeColor: '#0f8a6a', upcoming: 2, replays: 0, nextDate: 100, live: false },
      { themeId: 1, themeName: 'BPCO', themeColor: '#1d5fa8', upcoming: 2, replays: 1, nextDate: 200, live: true },
      { themeId: 3, themeName: 'Innovations en pneumologie', themeColor: '#1d5fa8', upcoming: 0, replays: 1, nextDate: null, live: false },
    ]);
    expect(themes?.map((theme) => (theme ? themeOffer(theme) : ''))).toEqual(['2 sessions à venir', '2 sessions à venir · 1 replay', '1 replay']);
  });

  it('leaves out empty blocks', () => {
    expect(homeBlocks(home({}))).toEqual([]);
  });
});
