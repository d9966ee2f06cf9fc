import { buttonClassName } from './buttonClassName';

const TITLE = 'Vous quittez Canal Pneumo';
const TEXT = "Vous allez être redirigé(e) vers un site externe. Le laboratoire n'est pas responsable du contenu de ce site.";

/**
 * Asks before opening an external site (spec 000 section 2.1), in the browser's own modal <dialog>
 * (focus kept inside, Escape cancels): the footer shows these links on every page, and a confirmation
 * is not worth fetching antd for.
 */
export function confirmLeaving(url: string): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'cp-confirm';
  dialog.setAttribute('aria-labelledby', 'cp-confirm-title');
  const title = Object.assign(document.createElement('h2'), { id: 'cp-confirm-title', textContent: TITLE });
  const text = Object.assign(document.createElement('p'), { textContent: TEXT });
  const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Annuler', className: buttonClassName({}) });
  const proceed = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: 'Continuer',
    className: buttonClassName({ type: 'primary' }),
  });
  const actions = document.createElement('div');
  actions.className = 'cp-confirm__actions';
  actions.append(cancel, proceed);
  dialog.append(title, text, actions);
  cancel.addEventListener('click', () => dialog.close());
  proceed.addEventListener('click', () => {
    dialog.close();
    window.open(url, '_blank', 'noopener,noreferrer');
  });
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  proceed.focus();
}
