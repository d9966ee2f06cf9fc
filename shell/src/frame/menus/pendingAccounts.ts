import type { MenuLink } from './MenuLink';

/** The list's filter on the accounts waiting for validation (a list keeps its filters in the URL as f_{alias}). */
export const PENDING_FILTER = 'f_status=pending';

/**
 * An entry that shows the pending-accounts badge opens, while some accounts wait, its list filtered
 * on them: the badge says there is work, the click leads to it (the filter shows and can be cleared).
 */
export function withPendingTarget(link: MenuLink, pending: number): MenuLink {
  return link.pendingBadge && pending > 0 && link.to ? { ...link, to: `${link.to}${link.to.includes('?') ? '&' : '?'}${PENDING_FILTER}` } : link;
}
