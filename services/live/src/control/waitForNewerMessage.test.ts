import { waitForNewerMessage, type NewerMessageWatch } from './waitForNewerMessage';

/** A watch over a list of successive last ids, on a clock that moves only when the poll pauses. */
function watchOf(lastIds: number[]): NewerMessageWatch & { reads: number; pauses: number[] } {
  let clock = 1_000;
  const watch = {
    reads: 0,
    pauses: [] as number[],
    lastMessageId: () => Promise.resolve(lastIds[Math.min(watch.reads++, lastIds.length - 1)] ?? 0),
    now: () => clock,
    pause: (ms: number) => {
      watch.pauses.push(ms);
      clock += ms;
      return Promise.resolve();
    },
  };
  return watch;
}

describe('the moderators’ long poll', () => {
  it('answers at once when a newer question already exists', async () => {
    const watch = watchOf([7]);
    expect(await waitForNewerMessage(watch, 5, 1_000 + 25_000, 300)).toEqual({ fresh: true, lastId: 7 });
    expect(watch.pauses).toEqual([]);
  });

  it('holds the request, reading again after each pause, until a newer question comes', async () => {
    const watch = watchOf([5, 5, 5, 9]);
    expect(await waitForNewerMessage(watch, 5, 1_000 + 25_000, 300)).toEqual({ fresh: true, lastId: 9 });
    expect(watch.reads).toBe(4);
    expect(watch.pauses).toEqual([300, 300, 300]);
  });

  it('lets the browser ask again, not fresh, before its time is up', async () => {
    const watch = watchOf([5]);
    expect(await waitForNewerMessage(watch, 5, 1_000 + 1_000, 300)).toEqual({ fresh: false, lastId: 5 });
    // Reads at 1,000, 1,300, 1,600 and 1,900; a pause from there would end past 2,000.
    expect(watch.reads).toBe(4);
    expect(watch.pauses).toEqual([300, 300, 300]);
  });
});
