import type { Bus, ServiceContext } from '@canal/service-core';

/** A counting semaphore: at most `size` holders; the others wait in order. */
export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  async acquire(): Promise<() => void> {
    if (this.used >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.used += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.used -= 1;
    };
  }
}

const slots = new WeakMap<Bus, Slots>();

/** CHAT_RUNS_PER_PROCESS runs talk to the model at once in this process; the next ones wait their turn. */
export function processSlotsOf(ctx: ServiceContext): Slots {
  let known = slots.get(ctx.bus);
  if (!known) {
    known = new Slots(ctx.config.CHAT_RUNS_PER_PROCESS);
    slots.set(ctx.bus, known);
  }
  return known;
}
