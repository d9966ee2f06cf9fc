import { useCallback } from 'react';
import { engineApi, type ListData, type ListRow } from '@canal/contracts';
import { failedAnswer, useEndpoint } from '@canal/kit';

export const AUTO_RELOAD_MS = 5000;

export interface ListDataState {
  data: ListData | null;
  /** True until the first answer (and while the query changes: the rows shown stay meanwhile). */
  loading: boolean;
  error: string | null;
  /** The HTTP status of the last failure (403 wrong role, 404 unknown module), null otherwise. */
  failedStatus: number | null;
  reload: () => void;
  /** Takes a deleted row out of the shown page. */
  removeRow: (id: ListRow['id']) => void;
}

/**
 * GET {module}/list with the current query: fetched again when the query changes, on reload(),
 * and every `autoReloadMs` when set (quietly, keeping the rows shown meanwhile).
 */
export function useListData(address: string, query: Record<string, string>, autoReloadMs: number | null): ListDataState {
  const { data, loading, error, failure, refetch, update } = useEndpoint(engineApi.listPage, query, {
    url: address,
    pollMs: autoReloadMs,
    keepPreviousData: true,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  const removeRow = useCallback(
    (id: ListRow['id']) =>
      update((answer) => {
        const rows = answer.data.rows.filter((row) => String(row.id) !== String(id));
        const removed = answer.data.rows.length - rows.length;
        return {
          ...answer,
          data: { ...answer.data, rows, pagination: { ...answer.data.pagination, total: Math.max(0, answer.data.pagination.total - removed) } },
        };
      }),
    [update],
  );
  return { data: data?.data ?? null, loading, error, failedStatus: error ? (failedAnswer(failure)?.status ?? null) : null, reload, removeRow };
}
