import { useParams } from '@canal/kit/router';
import { readId } from '@canal/contracts';
import { PageSection, Result } from '@canal/kit';
import { MemberGate } from '../media/MemberGate';
import { EpisodeView } from './EpisodeView';

/** /video/{id}: the other video kind, an episode on its own page. */
export default function VideoPage() {
  const id = readId(useParams().id);
  return (
    <PageSection>
      <MemberGate>
        {(userId) =>
          id === null ? (
            <Result status="404" title="Erreur : contenu non trouvé" />
          ) : (
            <EpisodeView id={id} userId={userId} pathOf={(other) => `/video/${other}`} />
          )
        }
      </MemberGate>
    </PageSection>
  );
}
