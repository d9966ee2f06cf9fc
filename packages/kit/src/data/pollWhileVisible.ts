/** What polling needs of the page: `document` in the browser, a stand-in in tests. */
export interface PageVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

const browserPage = (): PageVisibility | null => (typeof document === 'undefined' ? null : document);

/**
 * Calls `tick` every `everyMs` while the page is visible. A hidden tab asks nothing (a webinar
 * left open in a background tab would otherwise poll for hours); when the tab shows again, `tick`
 * runs at once, since what is shown may be stale, and the period starts over. Returns the stop function.
 */
export function pollWhileVisible(tick: () => void, everyMs: number, page: PageVisibility | null = browserPage()): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const start = () => {
    timer ??= setInterval(tick, everyMs);
  };
  const pause = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onChange = () => {
    if (page?.visibilityState === 'hidden') return pause();
    if (timer !== null) return;
    tick();
    start();
  };
  if (page?.visibilityState !== 'hidden') start();
  page?.addEventListener('visibilitychange', onChange);
  return () => {
    pause();
    page?.removeEventListener('visibilitychange', onChange);
  };
}
