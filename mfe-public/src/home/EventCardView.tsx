import type { EventCard } from '@canal/contracts';
import { CalendarOutlined, Card, Flex, formatEventDate, Tag, ThemeTag, Typography } from '@canal/kit';
import { EventCardAction } from './EventCardAction';
import { HostAvatars } from './HostAvatars';

/** One session of the home grid: thumbnail, theme, date, title, summary, hosts and its button. */
export function EventCardView({ event }: { event: EventCard }) {
  const thumb = event.eventThumb[0]?.dest;
  return (
    <Card
      style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 10 } }}
      cover={thumb ? <img src={thumb} alt="" loading="lazy" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}
    >
      <Flex wrap gap={4}>
        <ThemeTag name={event.themeName} color={event.themeColor} />
        {event.eventState === 'live' && (
          <Tag color="red" variant="solid">
            EN DIRECT
          </Tag>
        )}
        {event.eventState === 'delayed' && <Tag color="orange">Reportée</Tag>}
      </Flex>
      <Typography.Text type="secondary">
        <CalendarOutlined /> {formatEventDate(event.eventDate)}
      </Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {event.eventTitle}
      </Typography.Title>
      {event.eventShortDescription && (
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {event.eventShortDescription}
        </Typography.Paragraph>
      )}
      <HostAvatars hosts={event.hosts} />
      <div style={{ marginTop: 'auto', paddingTop: 8 }}>
        <EventCardAction event={event} />
      </div>
    </Card>
  );
}
