import type { AccessKey } from '@canal/contracts';

/** A menu entry: an internal route, an external site (confirmation first), or a group of entries. */
export interface MenuLink {
  key: string;
  label: string;
  to?: string;
  external?: boolean;
  newWindow?: boolean;
  access?: AccessKey;
  children?: MenuLink[];
  /** Shows the pending-accounts count in a red badge. */
  pendingBadge?: boolean;
}
