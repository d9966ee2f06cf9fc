import { lazy, useState } from 'react';
import { useSite } from '../../site/SiteContext';
import { WithAntd } from '../AntdScope';

const SEEN_KEY = 'cp-closing-popup-seen';

/** antd's Modal, fetched only when the announcement is to be shown. */
const ClosingDialog = lazy(() => import('./ClosingDialog'));

/** The configurable closing announcement, once per browser session (the flag is honoured, unlike the spec's popup). */
export function ClosingPopup() {
  const site = useSite();
  const [open, setOpen] = useState(() => site.closingPopup !== null && sessionStorage.getItem(SEEN_KEY) !== '1');
  if (!site.closingPopup || !open) return null;
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
  };
  return (
    <WithAntd>
      <ClosingDialog announcement={site.closingPopup} onClose={close} />
    </WithAntd>
  );
}
