import { Link } from '@canal/kit/router';
import { fileUrl, formatLongDate, mediaApi, PODCAST_STATE_LABELS } from '@canal/contracts';
import { Breadcrumb, Button, Card, Col, Divider, Flex, LinkButton, LoadingBlock, Row, Tag, Typography, useEndpoint, MarkupText } from '@canal/kit';
import { DownloadList } from '../media/DownloadList';
import { FailureResult } from '../media/FailureResult';
import { GuestList } from '../media/GuestList';
import { RatingWidget } from '../media/RatingWidget';
import { ShareWidget } from '../media/ShareWidget';
import { FlipbookButton } from './FlipbookButton';
import { PodcastPlayer } from './PodcastPlayer';

/** A podcast's page body: player, date unless hidden, guests, flipbook, files, rating, share, previous / next. */
export function PodcastDetail({ id, userId, pathOf = (other) => `/podcast/show/${other}` }: { id: number; userId: number; pathOf?: (id: number) => string }) {
  const { data, error, failure } = useEndpoint(mediaApi.podcastShow, { id }, { scope: userId });
  if (error) return <FailureResult failure={failure} error={error} />;
  if (!data) return <LoadingBlock />;
  const podcast = data.data;
  const live = podcast.podcastState === 'live';
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to="/podcasts">Podcasts</Link> },
          ...(podcast.themeId ? [{ title: <Link to={`/podcast/theme/${podcast.themeId}`}>{podcast.themeName}</Link> }] : []),
          { title: podcast.podcastTitle },
        ]}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={9}>
          {podcast.podcastThumb && (
            <img
              src={podcast.podcastThumb}
              alt=""
              style={{ width: '100%', borderRadius: 8, aspectRatio: '16 / 9', objectFit: 'cover', opacity: live ? 1 : 0.6 }}
            />
          )}
        </Col>
        <Col xs={24} md={15}>
          <Flex vertical gap={12}>
            <Flex gap={8} wrap>
              <Tag color={live ? 'success' : 'default'}>{PODCAST_STATE_LABELS[podcast.podcastState]}</Tag>
              {podcast.podcastDuration > 0 && <Tag>{podcast.podcastDuration} min</Tag>}
            </Flex>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              {podcast.podcastTitle}
            </Typography.Title>
            {podcast.podcastDate !== null && live && <Typography.Text type="secondary">{formatLongDate(podcast.podcastDate)}</Typography.Text>}
            {live ? <PodcastPlayer id={podcast.id} startAt={podcast.positionS} /> : <Button disabled>Bientôt disponible</Button>}
            {podcast.podcastDescription && <MarkupText text={podcast.podcastDescription} />}
            <GuestList guests={podcast.podcastGuests} />
            {podcast.hasFlipbook && <FlipbookButton id={podcast.id} title={podcast.podcastTitle} />}
            <DownloadList files={podcast.podcastFiles} hrefOf={(file) => fileUrl(mediaApi.podcastDownload, { id: podcast.id, f: file.index })} />
          </Flex>
        </Col>
      </Row>
      {live && (
        <Card>
          <Row gutter={[24, 24]}>
            <Col xs={24} md={10}>
              <RatingWidget module="podcast" id={podcast.id} initial={podcast.nps} />
            </Col>
            <Col xs={24} md={14}>
              <ShareWidget module="podcast" id={podcast.id} title={podcast.podcastTitle} />
            </Col>
          </Row>
        </Card>
      )}
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" gap={12} wrap>
        {podcast.previous ? <LinkButton to={pathOf(podcast.previous.id)}>Podcast précédent</LinkButton> : <span />}
        {podcast.next && <LinkButton to={pathOf(podcast.next.id)}>Podcast suivant</LinkButton>}
      </Flex>
    </Flex>
  );
}
