import type { ReactNode } from 'react';
import { useAppear } from './useAppear';

/** A grid cell that animates in after `index` x 50 ms. */
export function AppearingCell({ index, children }: { index: number; children: ReactNode }) {
  const ref = useAppear<HTMLDivElement>(index);
  return (
    <div ref={ref} style={{ height: '100%' }}>
      {children}
    </div>
  );
}
