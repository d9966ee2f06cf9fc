import { Result } from '@canal/kit';

/** The session has no player address (or an unusable one): staff must set it. */
export function PlayerMissing() {
  return <Result status="warning" title="Erreur" subTitle="Le lecteur de cette émission doit être configuré." />;
}
