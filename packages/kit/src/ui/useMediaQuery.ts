import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following its changes (a rotated phone, a system setting
 * switched). Without a window (tests without a DOM) the answer is `withoutWindow`.
 */
export function useMediaQuery(query: string, withoutWindow: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => withoutWindow,
  );
}
