/** A caller waiting in a group: what it asked, and how to answer it. */
export interface Waiting<In, Out> {
  input: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

export interface GroupOptions {
  /** How long the first call of a group waits for company when nothing runs (0: the calls of the same moment only). */
  windowMs?: number;
  /** A group leaves at once when it reaches this size. */
  maxSize?: number;
}

/**
 * Group commit, for reads and writes alike: while one group runs, the calls that arrive wait and
 * leave together as the next group the moment it ends; with none running, the first call waits
 * `windowMs` for company. Under a burst (a room of 5,000 answering at once) groups grow by themselves
 * to what the database absorbs in one statement's time; alone, a call waits a few milliseconds at
 * most. `run` answers every caller of its group (and its failure fails those it did not answer).
 */
export function groupedCalls<In, Out>(
  run: (group: Waiting<In, Out>[]) => Promise<void>,
  { windowMs = 0, maxSize = 1000 }: GroupOptions = {},
): (input: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  const send = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    const group = waiting.splice(0, maxSize);
    if (group.length === 0) return;
    running = true;
    run(group)
      .catch((error: unknown) => group.forEach((caller) => caller.reject(error)))
      .finally(() => {
        running = false;
        if (waiting.length > 0) send();
      });
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (running) return;
      if (waiting.length >= maxSize) send();
      else timer ??= setTimeout(send, windowMs);
    });
}
