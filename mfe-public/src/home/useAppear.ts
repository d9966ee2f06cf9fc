import { useEffect, useRef } from 'react';

/** Card animation delay per index (spec 000 section 9). */
export const APPEAR_DELAY_PER_INDEX_MS = 50;

/**
 * The index-th card of a grid slides and fades in 50 ms after the previous one (skipped when motion
 * is reduced). The fade starts from 20 %, not 0: the browser does not count an invisible element as
 * painted, so a first card fading from nothing made the page's largest paint wait for its animation
 * (500 ms later on a phone).
 */
export function useAppear<T extends HTMLElement>(index: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = element.animate(
      [
        { opacity: 0.2, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 500, delay: index * APPEAR_DELAY_PER_INDEX_MS, easing: 'ease-out', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [index]);
  return ref;
}
