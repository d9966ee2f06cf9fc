import { useMediaQuery } from './useMediaQuery';

/** Whether the window is at least `pixels` wide. Before the first paint on a server there is no window: wide, as a laptop. */
export function useMinWidth(pixels: number): boolean {
  return useMediaQuery(`(min-width: ${pixels}px)`, true);
}
