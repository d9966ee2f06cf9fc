/** The share of time updates that are reported (spec 001 sections 4 and 9: "about 20 %"). */
export const UPDATE_SHARE = 0.2;

export interface PlaybackReporter {
  play(time: number): void;
  timeUpdate(time: number): void;
  pause(time: number): void;
  seeked(time: number): void;
  ended(): void;
}

/**
 * What a player tells the server: the first play once, then about one time update in five, and
 * every pause, seek and end (a member who stops or jumps finds the exact place on any device).
 * `random` is injectable for the tests.
 */
export function playbackReporter(send: (kind: 'play' | 'update', time: number | 'end') => void, random: () => number = Math.random): PlaybackReporter {
  let played = false;
  const whole = (time: number) => Math.floor(time);
  return {
    play(time) {
      if (played) return;
      played = true;
      send('play', whole(time));
    },
    timeUpdate(time) {
      if (random() < UPDATE_SHARE) send('update', whole(time));
    },
    pause(time) {
      send('update', whole(time));
    },
    seeked(time) {
      send('update', whole(time));
    },
    ended() {
      send('update', 'end');
    },
  };
}
