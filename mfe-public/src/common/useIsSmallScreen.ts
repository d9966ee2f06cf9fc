import { useMinWidth } from '@canal/kit/core';

/** Below the spec's 'sm' breakpoint (600 px): tabs become stacked lists (spec 000 section 9). */
export function useIsSmallScreen(): boolean {
  return !useMinWidth(600);
}
