import { Button, Modal } from '@canal/kit';

/** 'ATTENTION !': the browser is too old for the site. */
export default function OutdatedBrowserWarning({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title="ATTENTION !" onCancel={onClose} footer={<Button onClick={onClose}>Fermer</Button>}>
      <p>Votre version d'Internet Explorer est trop ancienne et n'est plus compatible avec notre site.</p>
      <p>Merci d'utiliser un navigateur récent : Edge, Chrome, Firefox ou Safari.</p>
    </Modal>
  );
}
