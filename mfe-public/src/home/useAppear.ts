import { useEffect, useRef } from 'react';

/** Card animation delay per index (spec 000 section 9). */
export const APPEAR_DELAY_PER_INDEX_MS = 50;

/** The index-th card of a grid slides in 50 ms after the previous one (skipped when motion is reduced). */
export function useAppear<T extends HTMLElement>(index: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate(
      [
        { opacity: 0, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 500, delay: index * APPEAR_DELAY_PER_INDEX_MS, easing: 'ease-out', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [index]);
  return ref;
}
