import { Button, Result } from '@canal/kit';

/** Shown inside the frame when a remote cannot be loaded; a retry reloads the page. */
export function RemoteUnavailable() {
  return (
    <Result
      status="warning"
      title="Cette partie du site est momentanément indisponible."
      subTitle="Le reste du site fonctionne : merci de réessayer dans quelques instants."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Réessayer
        </Button>
      }
    />
  );
}
