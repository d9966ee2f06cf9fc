import { App } from '@canal/kit';

/** External sites open only after the user confirms leaving (spec 000 section 2.1). */
export function useExternalLink(): (url: string) => void {
  const { modal } = App.useApp();
  return (url) => {
    modal.confirm({
      title: 'Vous quittez Canal Pneumo',
      content: "Vous allez être redirigé(e) vers un site externe. Le laboratoire n'est pas responsable du contenu de ce site.",
      okText: 'Continuer',
      cancelText: 'Annuler',
      onOk: () => {
        window.open(url, '_blank', 'noopener,noreferrer');
      },
    });
  };
}
