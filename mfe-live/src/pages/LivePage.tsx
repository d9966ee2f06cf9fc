import { useParams } from '@canal/kit/router';
import { PageSection } from '@canal/kit';
import { LiveRoomView } from '../liveRoom/LiveRoomView';
import { useLiveAccess } from '../liveRoom/useLiveAccess';

/** /live/{id}: the live room, or what stands between the user and it. */
export default function LivePage() {
  const { id } = useParams();
  const access = useLiveAccess(id);
  return (
    <PageSection>
      <LiveRoomView {...access} />
    </PageSection>
  );
}
