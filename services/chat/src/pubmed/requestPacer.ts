/**
 * A second and a margin: NCBI counts arrivals, which the network and a busy process move (86 ms
 * seen on a loaded CI machine, where 50 ms of margin let four arrivals fall within 964 ms).
 */
const WINDOW_MS = 1150;

/**
 * At most `perSecond` request starts in any one-second window, for every caller sharing the pacer:
 * NCBI allows 3 requests per second per address (10 with an API key), and blocks those who exceed it.
 */
export class RequestPacer {
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly perSecond: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Resolves when the caller may start its request; callers go in the order they asked. */
  take(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const windowStart = this.now() - WINDOW_MS;
      while (this.starts.length > 0 && this.starts[0] <= windowStart) this.starts.shift();
      if (this.starts.length < this.perSecond) {
        this.starts.push(this.now());
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, this.starts[0] - windowStart + 1));
    }
  }
}
