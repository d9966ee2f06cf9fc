import { useNavigate } from '@canal/kit/router';
import type { MenuLink } from './MenuLink';
import { confirmLeaving } from '@canal/kit/core';

/** Follows a menu entry as a whole (click or keyboard on the item, not only on its text). */
export function useFollowLink(): (link: MenuLink) => void {
  const navigate = useNavigate();
  return (link) => {
    if (!link.to) return;
    if (link.external) return confirmLeaving(link.to);
    if (link.newWindow) {
      window.open(link.to, '_blank', 'noopener,noreferrer');
      return;
    }
    void navigate(link.to);
  };
}
