import { useEffect } from 'react';
import { useLocation, useNavigate } from '@canal/kit/router';
import { mediaApi, type MediaCard } from '@canal/contracts';
import { Col, Empty, LoadingBlock, PageSection, Row, Typography, useEndpoint } from '@canal/kit';
import { FailureResult } from '../media/FailureResult';
import { ReplayGate } from '../replays/ReplayGate';
import { ReplayList } from '../replays/ReplayList';
import { MediaTile } from './MediaTile';

function OtherVideos({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { data, error, failure } = useEndpoint(mediaApi.mediaFrontList, { type: 'replay', category: 'Tout' }, { scope: userId });
  if (error) return <FailureResult failure={failure} error={error} />;
  if (!data) return <LoadingBlock />;
  const series = data.data.others.filter((card) => (card.episodeCount ?? 0) > 0);
  if (series.length === 0) return <Empty description="Aucun élément à afficher actuellement" />;
  const open = (card: MediaCard) => void navigate(`/MesReplays/${card.category}/serie/${card.id}`);
  return (
    <Row gutter={[16, 16]}>
      {series.map((card) => (
        <Col key={card.id} xs={12} md={8} xl={6}>
          <MediaTile card={card} onOpen={open} />
        </Col>
      ))}
    </Row>
  );
}

/** /videos: the replays (#replays) and the other videos, series of episodes (#other); the anchor scrolls to its section. */
export default function VideosPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
  return (
    <PageSection title="Vidéos">
      <ReplayGate>
        {(userId) => (
          <>
            <section id="replays" style={{ scrollMarginTop: 8 }}>
              <Typography.Title level={2} style={{ fontSize: 22 }}>
                Replays
              </Typography.Title>
              <ReplayList userId={userId} />
            </section>
            <section id="other" style={{ scrollMarginTop: 8, marginTop: 32 }}>
              <Typography.Title level={2} style={{ fontSize: 22 }}>
                Autres vidéos
              </Typography.Title>
              <OtherVideos userId={userId} />
            </section>
          </>
        )}
      </ReplayGate>
    </PageSection>
  );
}
