import { PERSONAL_LINK_KEY } from '@canal/contracts';

/**
 * Takes a personal link's key (`k`) out of the address bar once the room answered: it opens the room
 * until the day after the session, so it must not travel in a copied address, a screenshot or the
 * history. The router is not told (its location keeps the key, so the page does not ask again); a
 * reload finds the room pass instead. An external room's key (the presenter's...) stays.
 */
export function forgetPersonalLinkKey(): void {
  const address = new URL(window.location.href);
  const key = address.searchParams.get('k');
  if (!key || !PERSONAL_LINK_KEY.test(key)) return;
  address.searchParams.delete('k');
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
}
