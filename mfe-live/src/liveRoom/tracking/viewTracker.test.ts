import { playerEventOf, ViewTracker } from './viewTracker';

describe('video tracking', () => {
  it('sends at once on play, pause, seek and end, and at most every 10 s while playing', () => {
    const tracker = new ViewTracker();
    const t0 = 1_700_000_000_000;
    expect(tracker.record('pause', t0)).toBeNull();
    expect(tracker.record('play', t0)).toEqual({ viewStart: 1_700_000_000, viewLast: 1_700_000_000 });
    expect(tracker.record('timeupdate', t0 + 4_000)).toBeNull();
    expect(tracker.record('timeupdate', t0 + 10_000)).toEqual({ viewStart: 1_700_000_000, viewLast: 1_700_000_010 });
    expect(tracker.record('timeupdate', t0 + 12_000)).toBeNull();
    expect(tracker.record('seeked', t0 + 13_000)).toEqual({ viewStart: 1_700_000_000, viewLast: 1_700_000_013 });
    expect(tracker.record('ended', t0 + 14_000)).toEqual({ viewStart: 1_700_000_000, viewLast: 1_700_000_014 });
  });

  it('reads only the player protocol from posted messages', () => {
    expect(playerEventOf({ type: 'canal-player', event: 'play' })).toBe('play');
    expect(playerEventOf({ type: 'canal-player', event: 'delete' })).toBeNull();
    expect(playerEventOf('play')).toBeNull();
  });
});
