import { eventually } from '../testing/eventually';
import { groupedCalls } from './groupedCalls';

/** A stand-in for a statement that answers each input doubled when the test lets it, and remembers its groups. */
function slowDoubling() {
  const groups: number[][] = [];
  const running: Array<() => void> = [];
  const call = groupedCalls<number, number>(async (group) => {
    groups.push(group.map((caller) => caller.input));
    await new Promise<void>((resolve) => running.push(resolve));
    for (const caller of group) caller.resolve(caller.input * 2);
  });
  const groupRuns = async () => {
    await eventually(
      () => running.length,
      (count) => count > 0,
      10_000,
    );
    running.shift()?.();
  };
  return { call, groups, groupRuns };
}

describe('groupedCalls (group commit)', () => {
  it('sends the calls of one moment together, and those arriving while it runs as the next group', async () => {
    const { call, groups, groupRuns } = slowDoubling();
    const first = [1, 2, 3].map(call);
    await eventually(
      () => groups.length,
      (count) => count > 0,
      10_000,
    );
    const second = [4, 5].map(call);
    await groupRuns();
    await groupRuns();
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails the callers of a group its run did not answer, and goes on with the next group', async () => {
    let runs = 0;
    const call = groupedCalls<string, string>((group) => {
      runs += 1;
      if (runs === 1) return Promise.reject(new Error('base indisponible'));
      for (const caller of group) caller.resolve(caller.input.toUpperCase());
      return Promise.resolve();
    });
    await expect(call('a')).rejects.toThrow('base indisponible');
    expect(await call('b')).toBe('B');
  });

  it('lets a group leave as soon as it is full', async () => {
    const sizes: number[] = [];
    const call = groupedCalls<number, number>(
      (group) => {
        sizes.push(group.length);
        for (const caller of group) caller.resolve(caller.input);
        return Promise.resolve();
      },
      { windowMs: 60_000, maxSize: 3 },
    );
    // A one-minute window: only the size can send these groups within the test.
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(call))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sizes).toEqual([3, 3]);
  });
});
