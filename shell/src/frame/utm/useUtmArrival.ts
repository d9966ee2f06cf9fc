import { useEffect } from 'react';
import { useLocation } from '@canal/kit/router';
import { publicApi } from '@canal/contracts/core';
import { callEndpoint } from '@canal/kit/core';

const SENT_KEY = 'cp_utm_sent';

/**
 * A page opened with `r={code}` (a UTM link, on any page): the server is told once per code and tab,
 * and remembers the code in this browser's cookie for the registrations and subscriptions to come.
 */
export function useUtmArrival(): void {
  const { search } = useLocation();
  useEffect(() => {
    const code = new URLSearchParams(search).get('r')?.trim();
    if (!code || code.length > 64 || sessionStorage.getItem(SENT_KEY) === code) return;
    sessionStorage.setItem(SENT_KEY, code);
    // A lost count is not worth an error on the page the visitor came to see.
    void callEndpoint(publicApi.utmVisit, { r: code }).catch(() => sessionStorage.removeItem(SENT_KEY));
  }, [search]);
}
