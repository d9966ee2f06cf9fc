import { useParams } from '@canal/kit/router';
import { PageSection } from '@canal/kit';
import { ReplayGate } from '../replays/ReplayGate';
import { ReplayView } from '../replays/ReplayView';

/** /replays/{id}: one replay in a 16:9 frame. */
export default function ReplayPage() {
  const { id } = useParams();
  return (
    <PageSection maxWidth={1024}>
      <ReplayGate>{(userId) => <ReplayView rawId={id} userId={userId} />}</ReplayGate>
    </PageSection>
  );
}
