import { useParams } from '@canal/kit/router';
import { readId } from '@canal/contracts';
import { PageSection, Result } from '@canal/kit';
import { MemberGate } from '../media/MemberGate';
import { PodcastDetail } from './PodcastDetail';

/** /podcast/show/{podcastId}: one podcast. */
export default function PodcastShowPage() {
  const id = readId(useParams().podcastId);
  return (
    <PageSection maxWidth={1100}>
      <MemberGate>
        {(userId) => (id === null ? <Result status="404" title="Erreur : contenu non trouvé" /> : <PodcastDetail id={id} userId={userId} />)}
      </MemberGate>
    </PageSection>
  );
}
