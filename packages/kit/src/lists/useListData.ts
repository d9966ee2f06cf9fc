import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListData, ListResponse, ListRow } from '@canal/contracts';
import { apiErrorOf } from '@canal/kit';
import { getJson } from '@canal/kit';

export const AUTO_RELOAD_MS = 5000;

export interface ListDataState {
  data: ListData | null;
  /** True until the first answer (and while the query changes). */
  loading: boolean;
  error: string | null;
  reload(): void;
  /** Takes a deleted row out of the shown page. */
  removeRow(id: ListRow['id']): void;
}

/**
 * GET {address}: the list's page for the current query; fetched again when the query changes,
 * on reload(), and every `autoReloadMs` when set (quietly, keeping the rows shown meanwhile).
 */
export function useListData(address: string, autoReloadMs: number | null): ListDataState {
  const [data, setData] = useState<ListData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const latestCall = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const call = ++latestCall.current;
      if (!quiet) setLoading(true);
      getJson<ListResponse>(address)
        .then((response) => {
          if (call !== latestCall.current) return;
          if (response && typeof response === 'object' && response.data && Array.isArray(response.data.rows)) {
            setData(response.data);
            setError(null);
          } else setError('La liste est indisponible.');
        })
        .catch((failure: unknown) => {
          if (call === latestCall.current && !quiet) setError(apiErrorOf(failure));
        })
        .finally(() => {
          if (call === latestCall.current) setLoading(false);
        });
    },
    [address],
  );

  useEffect(() => load(false), [load, round]);

  useEffect(() => {
    if (!autoReloadMs) return;
    const timer = setInterval(() => load(true), autoReloadMs);
    return () => clearInterval(timer);
  }, [load, autoReloadMs]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const removeRow = useCallback((id: ListRow['id']) => {
    setData((current) => {
      if (!current) return current;
      const rows = current.rows.filter((row) => String(row.id) !== String(id));
      const removed = current.rows.length - rows.length;
      return { ...current, rows, pagination: { ...current.pagination, total: Math.max(0, current.pagination.total - removed) } };
    });
  }, []);

  return { data, loading, error, reload, removeRow };
}
