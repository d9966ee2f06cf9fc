import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@canal/kit/router';

/** Whether a move to this address opens its page at the top: a new page by a link, not a change of the query nor a move back. */
export function opensAtTop(navigation: 'POP' | 'PUSH' | 'REPLACE', hash: string): boolean {
  // Back and forward: the browser puts the reader where they were. An anchor (#news): the page scrolls to its section.
  return navigation !== 'POP' && hash === '';
}

/**
 * A new page starts at its top, not at the scroll position of the page before (one document for the
 * whole site: the browser would keep it, headings under the header, lists half-way). Only when the
 * path changes: a list's filters and pages change the query and stay where the reader is. A list
 * back from a save then brings its saved row into view itself (DynamicList, savedRow.ts).
 */
export function usePageTop(): void {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (opensAtTop(navigation, hash)) window.scrollTo(0, 0);
    // The path alone decides: the hash and the navigation are read as they are when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
