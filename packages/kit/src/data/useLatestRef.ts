import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the value of the last render, for callbacks and effects that run later (a
 * request ending, a timer): they see the caller's fresh props without being recreated. It is
 * written after the render is committed, as React asks, and before any effect reads it.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
