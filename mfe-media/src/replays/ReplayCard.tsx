import type { EventCard } from '@canal/contracts';
import { Card, Flex, formatEventDate, LinkButton, PlayCircleOutlined, ThemeTag, Typography } from '@canal/kit';
import { HostNames } from './HostNames';
import { ReplayStatusTag } from './ReplayStatusTag';

/** One replay in the grid: thumbnail, theme, status, date, title, summary, hosts and, once online, the button. */
export function ReplayCard({ replay }: { replay: EventCard }) {
  const online = replay.isLive === 1;
  const thumb = replay.eventThumb[0]?.dest;
  return (
    <Card
      style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={thumb ? <img src={thumb} alt="" loading="lazy" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}
    >
      <Flex wrap gap={4}>
        <ThemeTag name={replay.themeName} color={replay.themeColor} />
        <ReplayStatusTag online={online} />
      </Flex>
      <Typography.Text type="secondary">{formatEventDate(replay.eventDate)}</Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {replay.eventTitle}
      </Typography.Title>
      {replay.eventShortDescription && (
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {replay.eventShortDescription}
        </Typography.Paragraph>
      )}
      <HostNames hosts={replay.hosts} />
      {online && (
        <div style={{ marginTop: 'auto', paddingTop: 8 }}>
          <LinkButton to={`/replays/${replay.id}`} type="primary" icon={<PlayCircleOutlined />}>
            Voir le replay
          </LinkButton>
        </div>
      )}
    </Card>
  );
}
