import type { SiteSettings } from '@canal/contracts';
import { Button, Modal } from '@canal/kit';

type Announcement = NonNullable<SiteSettings['closingPopup']>;

/** 'Canal Pneumo évolue': the picture and the address where the contents go. */
export default function ClosingDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { url, image } = announcement;
  return (
    <Modal open onCancel={onClose} footer={<Button onClick={onClose}>Fermer</Button>} width="min(80vw, 900px)" title="Canal Pneumo évolue">
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
