import type { NewsItem } from '@canal/contracts';
import { newsButtons, newsTarget, shouldAutoplay, showsEventDetails, stepFrom } from './newsAction';

const item = (fields: Partial<NewsItem>): NewsItem => ({
  id: 1,
  newsTitle: 'Titre',
  newsShortDescription: '',
  newsDescription: '',
  newsThumb: [],
  newsPosition: 1,
  newsCategory: 'info',
  newsLinkExternal: null,
  eventId: null,
  eventState: null,
  eventDate: null,
  eventLinkReplay: null,
  eventThumb: [],
  eventGuestsThumb: [],
  ...fields,
});

describe('the news carousel', () => {
  it('opens a replay on its page, a live event in the room, anything else on its external link', () => {
    expect(newsTarget(item({ newsCategory: 'replay', eventId: 4, eventLinkReplay: '/replays/4' }))).toEqual({ kind: 'page', to: '/replays/4' });
    expect(newsTarget(item({ newsCategory: 'replay', eventId: 4 }))).toEqual({ kind: 'none' });
    expect(newsTarget(item({ newsCategory: 'replay', eventId: 4, newsLinkExternal: 'https://gold.org' }))).toEqual({
      kind: 'external',
      href: 'https://gold.org',
    });
    expect(newsTarget(item({ newsCategory: 'event', eventId: 5, eventState: 'live', newsLinkExternal: 'https://gold.org' }))).toEqual({
      kind: 'page',
      to: '/live/5',
    });
    expect(newsTarget(item({ newsCategory: 'event', eventId: 5, eventState: 'pending', newsLinkExternal: 'https://gold.org' }))).toEqual({
      kind: 'external',
      href: 'https://gold.org',
    });
    expect(newsTarget(item({ newsCategory: 'image', newsLinkExternal: 'https://ginasthma.org/' }))).toEqual({
      kind: 'external',
      href: 'https://ginasthma.org/',
    });
    expect(newsTarget(item({}))).toEqual({ kind: 'none' });
  });

  it('gives a pending event its subscribe button, and its external link as a button of its own', () => {
    const pending = item({ newsCategory: 'event', eventId: 5, eventState: 'pending', eventDate: 1_800_000_000, newsLinkExternal: 'https://gold.org' });
    expect(newsButtons(pending)).toEqual([
      { kind: 'subscribe', to: '/event/5' },
      { kind: 'external', href: 'https://gold.org' },
    ]);
    expect(showsEventDetails(pending)).toBe(true);
  });

  it('gives a live event only its live button, and an event in any other state no button and no details', () => {
    const live = item({ newsCategory: 'event', eventId: 5, eventState: 'live', newsLinkExternal: 'https://gold.org' });
    expect(newsButtons(live)).toEqual([{ kind: 'live', to: '/live/5' }]);
    expect(showsEventDetails(live)).toBe(false);
    for (const eventState of ['delayed', 'finished', 'replay'] as const) {
      const other = item({ newsCategory: 'event', eventId: 5, eventState, eventDate: 1_800_000_000 });
      expect(newsButtons(other)).toEqual([]);
      expect(showsEventDetails(other)).toBe(false);
      expect(newsButtons({ ...other, newsLinkExternal: 'https://gold.org' })).toEqual([{ kind: 'external', href: 'https://gold.org' }]);
    }
  });

  it('disables the replay button until the replay is online', () => {
    expect(newsButtons(item({ newsCategory: 'replay', eventId: 4, eventLinkReplay: '/replays/4' }))).toEqual([{ kind: 'replay', to: '/replays/4' }]);
    expect(newsButtons(item({ newsCategory: 'replay', eventId: 4 }))).toEqual([{ kind: 'replaySoon' }]);
  });

  it("leads an event to the member's universe when the site says so", () => {
    const universePath = (kind: 'event' | 'live', id: number) => `/pneumo/${kind}/${id}`;
    expect(newsButtons(item({ newsCategory: 'event', eventId: 5, eventState: 'live' }), universePath)).toEqual([{ kind: 'live', to: '/pneumo/live/5' }]);
  });

  it('steps round both ends and plays only with several items, never while held', () => {
    expect(stepFrom(2, 3, 1)).toBe(0);
    expect(stepFrom(0, 3, -1)).toBe(2);
    expect(shouldAutoplay(1, false)).toBe(false);
    expect(shouldAutoplay(3, true)).toBe(false);
    expect(shouldAutoplay(3, false)).toBe(true);
  });
});
