import { useCallback, useEffect, useState } from 'react';
import { countdown, type Countdown } from '@canal/kit';

export interface CountdownState extends Countdown {
  /** True once the remaining time is `stopAtMs` or less: the timer no longer ticks. */
  stopped: boolean;
}

/**
 * Time left until `targetMs` on the server's clock (browser clock plus `offsetMs`), updated
 * every second until `stopAtMs` or less remain, then frozen (spec 000 sections 2.8 and 9).
 */
export function useCountdown(targetMs: number, offsetMs: number, stopAtMs = 0): CountdownState {
  const read = useCallback(() => countdown(targetMs, Date.now() + offsetMs), [targetMs, offsetMs]);
  const [value, setValue] = useState<Countdown>(read);

  useEffect(() => {
    const first = read();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new target is read from the clock at once, then every second
    setValue(first);
    if (first.totalMs <= stopAtMs) return;
    const timer = window.setInterval(() => {
      const next = read();
      setValue(next);
      if (next.totalMs <= stopAtMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [read, stopAtMs]);

  return { ...value, stopped: value.totalMs <= stopAtMs };
}
