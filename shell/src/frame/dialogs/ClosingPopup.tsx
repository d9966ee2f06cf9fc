import { useState } from 'react';
import { Button, Modal } from '@canal/kit';
import { useSite } from '../../site/SiteContext';

const SEEN_KEY = 'cp-closing-popup-seen';

/** The configurable closing announcement, once per browser session (the flag is honoured, unlike the spec's popup). */
export function ClosingPopup() {
  const site = useSite();
  const [open, setOpen] = useState(() => site.closingPopup !== null && sessionStorage.getItem(SEEN_KEY) !== '1');
  if (!site.closingPopup) return null;
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
  };
  const { url, image } = site.closingPopup;
  return (
    <Modal open={open} onCancel={close} footer={<Button onClick={close}>Fermer</Button>} width="min(80vw, 900px)" title="Canal Pneumo évolue">
      {image && <img src={image} alt="Annonce de la fermeture prochaine du site" style={{ width: '100%' }} />}
      <p>
        Canal Pneumo fermera prochainement. Retrouvez nos contenus sur{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
        .
      </p>
    </Modal>
  );
}
