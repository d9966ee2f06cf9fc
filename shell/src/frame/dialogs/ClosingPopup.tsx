import { useState } from 'react';
import { useSite } from '../../site/SiteContext';
import { ClosingDialog } from './ClosingDialog';

const SEEN_KEY = 'cp-closing-popup-seen';

/**
 * The closing announcement: spec 001 'Application shell' — "At every application load a popup dialog
 * opens ... A session flag is set, but the popup opens regardless." So the flag is written (other
 * scripts may read it) and never read here: every load of the site shows it again, a click on
 * 'Fermer' (or Escape) closes it until the next load. The server always sends it (CLOSING_POPUP_URL
 * and CLOSING_POPUP_IMAGE change its address and picture).
 */
export function ClosingPopup() {
  const site = useSite();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
  };
  return <ClosingDialog announcement={site.closingPopup} onClose={close} />;
}
