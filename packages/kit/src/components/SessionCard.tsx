import type { ReactNode } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import type { EventCard } from '@canal/contracts';
import { formatEventDate } from '@canal/contracts';
import { EventDateLabel } from './EventDateLabel';
import { ThemeTag } from './ThemeTag';

export interface SessionCardProps {
  event: EventCard;
  /** Tags after the theme's (status, live, delayed). */
  tags?: ReactNode;
  /** How the hosts are shown (names, avatars). */
  hosts: ReactNode;
  /** The call to action, kept at the bottom of the card. */
  action?: ReactNode;
  /** Cards of the first row: their picture is the page's largest paint, fetched at once rather than lazily. */
  priority?: boolean;
}

/** A session's card, as the home grid and the replays show it: thumbnail, theme, date, title, summary, hosts, action. */
export function SessionCard({ event, tags, hosts, action, priority = false }: SessionCardProps) {
  const thumb = event.eventThumb[0]?.dest;
  return (
    <Card
      style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        thumb ? (
          <img className="cp-session-cover" src={thumb} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} style={{ objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex wrap gap={4}>
        <ThemeTag name={event.themeName} color={event.themeColor} />
        {tags}
      </Flex>
      <Typography.Text type="secondary">
        <CalendarOutlined /> <EventDateLabel label={formatEventDate(event.eventDate)} />
      </Typography.Text>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
        {event.eventTitle}
      </Typography.Title>
      {event.eventShortDescription && (
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {event.eventShortDescription}
        </Typography.Paragraph>
      )}
      {hosts}
      {action && <div style={{ marginTop: 'auto', paddingTop: 8 }}>{action}</div>}
    </Card>
  );
}
