import type { NewsItem } from '@canal/contracts';
import { newsTarget, shouldAutoplay, stepFrom } from './newsAction';

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
    expect(newsTarget(item({ newsCategory: 'event', eventId: 5, eventState: 'live' }))).toEqual({ kind: 'page', to: '/live/5' });
    expect(newsTarget(item({ newsCategory: 'event', eventId: 5, eventState: 'pending', newsLinkExternal: 'https://gold.org' }))).toEqual({ kind: 'external', href: 'https://gold.org' });
    expect(newsTarget(item({}))).toEqual({ kind: 'none' });
  });

  it('steps round both ends and plays only with several items, never while held', () => {
    expect(stepFrom(2, 3, 1)).toBe(0);
    expect(stepFrom(0, 3, -1)).toBe(2);
    expect(shouldAutoplay(1, false)).toBe(false);
    expect(shouldAutoplay(3, true)).toBe(false);
    expect(shouldAutoplay(3, false)).toBe(true);
  });
});
