import { useState } from 'react';
import { Button, Modal } from '@canal/kit';
import { isOutdatedBrowser } from './isOutdatedBrowser';

export function OutdatedBrowserDialog() {
  const [open, setOpen] = useState(() => isOutdatedBrowser(navigator.userAgent));
  return (
    <Modal open={open} title="ATTENTION !" onCancel={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Fermer</Button>}>
      <p>Votre version d'Internet Explorer est trop ancienne et n'est plus compatible avec notre site.</p>
      <p>Merci d'utiliser un navigateur récent : Edge, Chrome, Firefox ou Safari.</p>
    </Modal>
  );
}
