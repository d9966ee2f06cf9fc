import type { SiteSettings } from '@canal/contracts';
import { Button, Modal } from '@canal/kit';

type Announcement = SiteSettings['closingPopup'];

/**
 * 'Canal Pneumo évolue': the picture and the address where the contents go. Its width is the spec's
 * (001 §9: 80vw, 95vw under 500 px), set by `.cp-closing-popup` in frame.css.
 */
export default function ClosingDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { url, image } = announcement;
  return (
    <Modal
      open
      onCancel={onClose}
      footer={<Button onClick={onClose}>Fermer</Button>}
      className="cp-closing-popup"
      width="var(--cp-closing-popup-width)"
      title="Canal Pneumo évolue"
    >
      <img src={image} alt="Annonce de la fermeture prochaine du site" style={{ display: 'block', width: '100%', height: 'auto' }} />
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
