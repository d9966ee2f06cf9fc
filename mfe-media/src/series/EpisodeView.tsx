import { fileUrl, mediaApi } from '@canal/contracts';
import { Card, Col, Divider, Flex, LinkButton, LoadingBlock, Result, Row, Typography, useEndpoint, MarkupText } from '@canal/kit';
import { DownloadList } from '../media/DownloadList';
import { FailureResult } from '../media/FailureResult';
import { GuestList } from '../media/GuestList';
import { mediaDuration } from '../media/mediaDuration';
import { RatingWidget } from '../media/RatingWidget';
import { useReportedPlayer } from '../media/useReportedPlayer';
import { ShareWidget } from '../media/ShareWidget';

function EpisodeVideo({ id, src, startAt, title }: { id: number; src: string; startAt: number; title: string }) {
  const player = useReportedPlayer('episode', id, startAt);
  return (
    <video
      key={id}
      src={src}
      controls
      preload="metadata"
      playsInline
      style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8 }}
      aria-label={`Vidéo : ${title}`}
      {...player}
    />
  );
}

/** An episode's page: video resumed where the member stopped, description, guests, duration, files, rating, share, previous / next. */
export function EpisodeView({ id, userId, pathOf }: { id: number; userId: number; pathOf: (episodeId: number) => string }) {
  const { data, error, failure } = useEndpoint(mediaApi.episodeGet, { id }, { scope: userId });
  if (error) return <FailureResult failure={failure} error={error} />;
  if (!data) return <LoadingBlock />;
  const episode = data.data;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          {episode.episodeVideo ? (
            <EpisodeVideo id={episode.id} src={episode.episodeVideo} startAt={episode.positionS} title={episode.episodeTitle} />
          ) : (
            <Result status="warning" title="Vidéo non disponible" />
          )}
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{episode.serieTitle}</Typography.Text>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {episode.episodeTitle}
            </Typography.Title>
            <Typography.Text type="secondary">Durée : {mediaDuration(episode.episodeDuration)}</Typography.Text>
            {episode.episodeDescription && <MarkupText text={episode.episodeDescription} />}
            <GuestList guests={episode.episodeGuests} />
            <DownloadList files={episode.episodeFiles} hrefOf={(file) => fileUrl(mediaApi.episodeDownload, { id: episode.id, f: file.index })} />
          </Flex>
        </Col>
      </Row>
      <Card>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={10}>
            <RatingWidget key={episode.id} module="episode" id={episode.id} initial={episode.nps} />
          </Col>
          <Col xs={24} md={14}>
            <ShareWidget key={episode.id} module="episode" id={episode.id} title={episode.episodeTitle} />
          </Col>
        </Row>
      </Card>
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" gap={12} wrap>
        {episode.previous ? <LinkButton to={pathOf(episode.previous.id)}>Épisode précédent</LinkButton> : <span />}
        {episode.next && <LinkButton to={pathOf(episode.next.id)}>Épisode suivant</LinkButton>}
      </Flex>
    </Flex>
  );
}
