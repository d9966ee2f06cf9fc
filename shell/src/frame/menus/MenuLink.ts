import type { AccessKey, Grant } from '@canal/contracts/core';

/**
 * Who sees a menu entry: a key of the permission table (the page's own rule, which the server
 * enforces), or the grants themselves where a variant's menu shows an entry to fewer people than
 * its page admits (spec 000 section 6, variant two: 'My account' for member, speaker and staff).
 */
export type MenuAudience = AccessKey | readonly Grant[];

/** A menu entry: an internal route, an external site (confirmation first), or a group of entries. */
export interface MenuLink {
  key: string;
  label: string;
  /** The label for a user with registered sessions (variant two: 'Accueil' becomes 'Mes webinaires'). */
  labelWithEvents?: string;
  to?: string;
  external?: boolean;
  newWindow?: boolean;
  access?: MenuAudience;
  children?: MenuLink[];
  /** Shows the pending-accounts count in a red badge. */
  pendingBadge?: boolean;
}
