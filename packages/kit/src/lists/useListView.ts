import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../router';
import { INITIAL_VIEW, viewFromParams, viewToParams, type ListViewState } from './listViewState';

/** A new view, or how to make it from the latest one. */
export type ListViewChange = ListViewState | ((latest: ListViewState) => ListViewState);

/**
 * The list's page, sort and filters: in the page URL (a reload or a shared link shows the same
 * view) when `inUrl`, else in the component (sub-panels, several lists on one page).
 *
 * The router draws an address change as a transition, which may come a moment after the address
 * itself (a slow phone, a busy page): a change made meanwhile (hiding a column right after a sort)
 * or a view saved meanwhile must start from the latest view asked, not from the one drawn. So
 * changes apply to that latest view, and `latest()` reads it.
 */
export function useListView(inUrl: boolean): { view: ListViewState; change: (change: ListViewChange) => void; latest: () => ListViewState } {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<ListViewState>(INITIAL_VIEW);
  const view = inUrl ? viewFromParams(params) : local;
  const latestView = useRef(view);
  const search = params.toString();
  // An address drawn (the list's own change, or the back button, a link): it is the latest view.
  useEffect(() => {
    if (inUrl) latestView.current = viewFromParams(new URLSearchParams(search));
  }, [inUrl, search]);
  const change = useCallback(
    (asked: ListViewChange) => {
      const next = typeof asked === 'function' ? asked(latestView.current) : asked;
      latestView.current = next;
      if (inUrl) setParams((current) => viewToParams(next, current), { replace: false });
      else setLocal(next);
    },
    [inUrl, setParams],
  );
  const latest = useCallback(() => latestView.current, []);
  return { view, change, latest };
}
