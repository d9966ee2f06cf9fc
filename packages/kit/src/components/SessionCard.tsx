import type { ReactNode } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import type { EventCard } from '@canal/contracts/core';
import { formatEventDate } from '@canal/contracts/core';
import { EventDateLabel } from './EventDateLabel';
import { ThemeTag } from './ThemeTag';
import '../light/light.css';

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

/**
 * A session's card, as the home grid and the replays show it: thumbnail, theme, date, title,
 * summary, hosts, action. Light (no antd): the home page draws its sessions with it.
 */
export function SessionCard({ event, tags, hosts, action, priority = false }: SessionCardProps) {
  const thumb = event.eventThumb[0]?.dest;
  return (
    <article className="cp-card">
      {thumb && (
        <img
          className="cp-session-cover"
          src={thumb}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          style={{ objectFit: 'cover' }}
        />
      )}
      <div className="cp-card-body">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <ThemeTag name={event.themeName} color={event.themeColor} />
          {tags}
        </div>
        <span className="cp-secondary">
          <CalendarOutlined /> <EventDateLabel label={formatEventDate(event.eventDate)} />
        </span>
        <h3 className="cp-title" style={{ margin: 0, fontSize: 20 }}>
          {event.eventTitle}
        </h3>
        {event.eventShortDescription && (
          <p className="cp-paragraph cp-clamp-3" style={{ margin: 0 }}>
            {event.eventShortDescription}
          </p>
        )}
        {hosts}
        {action && <div style={{ marginTop: 'auto', paddingTop: 8 }}>{action}</div>}
      </div>
    </article>
  );
}
