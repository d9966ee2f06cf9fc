import { LightButton } from '@canal/kit/core';
import { PageMessage } from '../frame/PageMessage';

/** Shown inside the frame when a remote cannot be loaded; a retry reloads the page. */
export function RemoteUnavailable() {
  return (
    <PageMessage
      title="Cette partie du site est momentanément indisponible."
      text="Le reste du site fonctionne : merci de réessayer dans quelques instants."
      action={
        <LightButton type="primary" onClick={() => window.location.reload()}>
          Réessayer
        </LightButton>
      }
    />
  );
}
