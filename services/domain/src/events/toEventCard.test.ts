import { hasOnlineReplay, toEventCard, type CardEventFields } from './toEventCard';

const row: CardEventFields = {
  id: 7,
  themeId: null,
  title: 'Les nouvelles molécules inhalées',
  shortDescription: 'Court',
  description: 'Long',
  program: '',
  category: 'PneumoInnovations',
  date: new Date('2026-11-20T17:30:00.500Z'),
  durationMin: 60,
  state: 'replay',
  isFull: false,
  replayOnline: true,
  thumb: [{ dest: '/cache/events/7/a.png', name: 'a.png', size: 12 }],
  hosts: [{ dest: '/a.svg', attributes: { name: 'Pr Louis Mercier' } }, { dest: '/b.svg' }],
  linkReplay: 'https://player.example/replay/7',
};

const at = (now: Date) => ({ now, isSubscribed: false, canSeeReplay: true });

describe('toEventCard', () => {
  it('writes the card of an online replay in epoch seconds, with its link', () => {
    const card = toEventCard(row, null, at(new Date('2026-11-22T00:00:00Z')));
    expect(card).toMatchObject({ eventDate: 1_795_195_800, eventState: 'replay', isLive: 1, isSubscribed: 0, themeName: '', eventLinkReplay: row.linkReplay });
    expect(card.eventThumb).toEqual([{ dest: '/cache/events/7/a.png' }]);
    expect(card.hosts).toEqual([
      { dest: '/a.svg', attributes: { name: 'Pr Louis Mercier' } },
      { dest: '/b.svg', attributes: { name: '' } },
    ]);
  });

  it('hides the link while the replay is not online, or when the session is not a replay', () => {
    for (const changed of [{ replayOnline: false }, { linkReplay: null }, { state: 'pending' }]) {
      const next = { ...row, ...changed };
      expect(hasOnlineReplay(next)).toBe(false);
      expect(toEventCard(next, null, at(new Date())).eventLinkReplay).toBeNull();
      expect(toEventCard(next, null, at(new Date())).isLive).toBe(0);
    }
  });

  it('gives the link only to those who may watch replays', () => {
    expect(toEventCard(row, null, { ...at(new Date()), canSeeReplay: false }).eventLinkReplay).toBeNull();
  });
});
