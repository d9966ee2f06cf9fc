import { useEffect } from 'react';

/**
 * While `active`, the page under #root ignores clicks, focus and the keyboard (the HTML `inert`
 * attribute); dialogs are drawn in document.body, outside #root, so they stay usable.
 */
export function useInertPage(active: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [active]);
}
