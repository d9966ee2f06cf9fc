import { useEffect, useRef } from 'react';
import { useLatestRef } from '../../data/useLatestRef';

/** Text filters wait this long after the last key (spec 001 section 9). */
export const FILTER_DEBOUNCE_MS = 300;

/** A function that runs `action` once the calls stop for `delay` ms (pending calls are dropped on unmount). */
export function useDebounced<T>(action: (value: T) => void, delay = FILTER_DEBOUNCE_MS): (value: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useLatestRef(action);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (value: T) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value), delay);
  };
}
