import type { MenuLink } from './MenuLink';

/** The accounts list filtered on the accounts waiting for validation (the list keeps its filters in the URL as f_{alias}). */
export const PENDING_ACCOUNTS_PATH = '/staff/account/list?f_status=pending';

/**
 * An entry that shows the pending-accounts badge opens, while some accounts wait, the list filtered
 * on them: the badge says there is work, the click leads to it (the filter shows and can be cleared).
 */
export function withPendingTarget(link: MenuLink, pending: number): MenuLink {
  return link.pendingBadge && pending > 0 ? { ...link, to: PENDING_ACCOUNTS_PATH } : link;
}
