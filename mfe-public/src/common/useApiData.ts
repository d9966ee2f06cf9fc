import { useEffect, useState } from 'react';
import { apiErrorOf, getJson } from '@canal/kit';
import { httpStatus } from './httpStatus';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; httpStatus: number | null };

/**
 * GET `url` and keep its answer; fetched again when `url` or `refreshKey` change (the user
 * logged in or out). An answer that arrives after a newer request started is dropped.
 */
export function useApiData<T>(url: string, refreshKey: unknown = null): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getJson<T>(url)
      .then((data) => current && setState({ status: 'ready', data }))
      .catch((error: unknown) => current && setState({ status: 'failed', message: apiErrorOf(error), httpStatus: httpStatus(error) }));
    return () => {
      current = false;
    };
  }, [url, refreshKey]);
  return state;
}
