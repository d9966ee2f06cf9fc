import { useSearchParams } from '@canal/kit/router';

/** The page URL's `user` query parameter, forwarded on every chat call when present. */
export function useChatUser(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('user');
}
