import { useCallback, useState } from 'react';
import { useSearchParams } from '../router';
import { INITIAL_VIEW, viewFromParams, viewToParams, type ListViewState } from './listViewState';

/**
 * The list's page, sort and filters: in the page URL (a reload or a shared link shows the same
 * view) when `inUrl`, else in the component (sub-panels, several lists on one page).
 */
export function useListView(inUrl: boolean): [ListViewState, (next: ListViewState) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<ListViewState>(INITIAL_VIEW);
  const fromUrl = inUrl ? viewFromParams(params) : local;
  const update = useCallback(
    (next: ListViewState) => {
      if (inUrl) setParams((current) => viewToParams(next, current), { replace: false });
      else setLocal(next);
    },
    [inUrl, setParams],
  );
  return [fromUrl, update];
}
