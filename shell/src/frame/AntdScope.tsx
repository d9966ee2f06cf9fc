import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingBlock } from '@canal/kit/core';

const loadKit = () => import('@canal/kit');

/** antd's providers (French locale, theme, App context), fetched with antd itself from the kit's main entry. */
const AntdProviders = lazy(() => loadKit().then((kit) => ({ default: kit.AntdProviders })));

/**
 * Starts fetching antd at start when the page opened needs it (a link from an e-mail to a session
 * or a live room), beside the shell's own start instead of after the frame's first render.
 */
export function fetchAntdFor(opened: { light?: boolean } | undefined): void {
  if (opened && !opened.light) void loadKit();
}

/** Whatever uses antd, inside its providers; `fallback` while antd is fetched (the first time only). */
export function WithAntd({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}

/**
 * The page inside antd's providers, unless it is light (the home page): a first visit there fetches
 * no antd. Once a page has needed antd the providers stay, light pages included, so that a message
 * shown by a page survives the next navigation and nothing remounts.
 */
export function PageScope({ light, children }: { light: boolean; children: ReactNode }) {
  const [antdNeeded, setAntdNeeded] = useState(!light);
  if (!light && !antdNeeded) setAntdNeeded(true);
  if (!antdNeeded) return <>{children}</>;
  return <WithAntd fallback={<LoadingBlock />}>{children}</WithAntd>;
}
