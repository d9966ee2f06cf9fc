import { useEffect, useRef } from 'react';
import type { SiteSettings } from '@canal/contracts/core';
import { buttonClassName } from '@canal/kit/core';

type Announcement = SiteSettings['closingPopup'];

/**
 * 'Canal Pneumo évolue': the picture and the address where the contents go, in the browser's own
 * modal <dialog> (focus kept inside, Escape closes), drawn like antd's dialogs by frame.css. It opens
 * at every load, so it fetches no antd: the first page of a visit stays light. Its width is the
 * spec's (001 §9: 80vw, 95vw under 500 px).
 */
export function ClosingDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fermer = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    // On 'Fermer', as antd's dialogs do: showModal would focus the first link, the external site's.
    fermer.current?.focus();
  }, []);
  const { url, image } = announcement;
  return (
    <dialog ref={dialog} className="cp-closing-popup" aria-labelledby="cp-closing-popup-title" onClose={onClose}>
      <h2 id="cp-closing-popup-title">Canal Pneumo évolue</h2>
      <img src={image} alt="Annonce de la fermeture prochaine du site" />
      <p>
        Canal Pneumo fermera prochainement. Retrouvez nos contenus sur{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
        .
      </p>
      <div className="cp-closing-popup__actions">
        <button ref={fermer} type="button" className={buttonClassName({})} onClick={() => dialog.current?.close()}>
          Fermer
        </button>
      </div>
    </dialog>
  );
}
