import type { MenuAudience } from '@canal/contracts/core';

export type { MenuAudience };

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
