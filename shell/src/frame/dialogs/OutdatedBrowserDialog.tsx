import { lazy, useState } from 'react';
import { WithAntd } from '../AntdScope';
import { isOutdatedBrowser } from './isOutdatedBrowser';

/** antd's Modal, fetched only for a browser too old for the site. */
const OutdatedBrowserWarning = lazy(() => import('./OutdatedBrowserWarning'));

export function OutdatedBrowserDialog() {
  const [open, setOpen] = useState(() => isOutdatedBrowser(navigator.userAgent));
  if (!open) return null;
  return (
    <WithAntd>
      <OutdatedBrowserWarning onClose={() => setOpen(false)} />
    </WithAntd>
  );
}
