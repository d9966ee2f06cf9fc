import { PageSection } from '@canal/kit';
import { ReplayGate } from '../replays/ReplayGate';
import { ReplayList } from '../replays/ReplayList';

/** /replays: the replay cards, for members, staff and admins. */
export default function ReplaysPage() {
  return (
    <PageSection title="Replays">
      <ReplayGate>{(userId) => <ReplayList userId={userId} />}</ReplayGate>
    </PageSection>
  );
}
