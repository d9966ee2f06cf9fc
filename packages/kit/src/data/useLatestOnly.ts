import { useState } from 'react';
import { latestOnly, type LatestOnly } from './latestOnly';

/**
 * A request sequencer that lives as long as the component: for calls that are not a read kept by
 * useEndpoint (suggestions looked up as the user types), so that a slow answer to an older text
 * never replaces the suggestions of the newer one.
 */
export function useLatestOnly(): LatestOnly {
  const [sequence] = useState(latestOnly);
  return sequence;
}
