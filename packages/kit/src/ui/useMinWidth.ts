import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `pixels` wide, following its changes (a rotated phone). Before the
 * first paint on a server there is no window: wide, as a laptop.
 */
export function useMinWidth(pixels: number): boolean {
  const query = `(min-width: ${pixels}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
