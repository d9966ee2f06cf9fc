import { Alert, NotConnected, Result } from '@canal/kit';
import { HomeButton } from '../common/HomeButton';
import { NoPlaceForSpeaker } from './NoPlaceForSpeaker';
import type { ReplayFailure } from './replayFailure';

export const NO_REPLAY_TEXT = "Il n'y a pas de Replay pour cette webconférence :(";

/** What the user sees when a replay call fails (spec 000 sections 2.12 and 8). */
export function ReplayFailureView({ failure }: { failure: ReplayFailure }) {
  switch (failure.kind) {
    case 'not_connected':
      return <NotConnected />;
    case 'forbidden':
      return <NoPlaceForSpeaker />;
    case 'no_replay':
      return <Result status="info" title={NO_REPLAY_TEXT} extra={<HomeButton />} />;
    case 'not_found':
      return <Result status="warning" title="Erreur : contenu non trouvé" extra={<HomeButton />} />;
    case 'error':
      return <Alert type="error" showIcon title="Une erreur est survenue" description={failure.message} />;
  }
}
