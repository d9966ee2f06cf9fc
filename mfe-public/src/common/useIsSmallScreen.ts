import { useSyncExternalStore } from 'react';

/** Below the spec's 'sm' breakpoint (600 px): tabs become stacked lists (spec 000 section 9). */
const SMALL_SCREEN_QUERY = '(max-width: 599.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmall = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(SMALL_SCREEN_QUERY).matches;

export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmall, () => false);
}
