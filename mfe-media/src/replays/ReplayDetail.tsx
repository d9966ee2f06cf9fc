import type { EventCard } from '@canal/contracts';
import { Breadcrumb, CalendarOutlined, Divider, Flex, EventDateLabel, formatEventDate, ThemeTag, Typography } from '@canal/kit';
import { Link } from '@canal/kit/router';
import { NO_REPLAY_TEXT } from './ReplayFailureView';
import { HostList } from './HostList';
import { ReplayPlayer } from './ReplayPlayer';

/** A replay's page body: breadcrumbs, title, date, the player, description and hosts. */
export function ReplayDetail({ replay }: { replay: EventCard }) {
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/">Accueil</Link> }, { title: <Link to="/replays">Replays</Link> }, { title: replay.eventTitle }]} />
      <div>
        <ThemeTag name={replay.themeName} color={replay.themeColor} />
        <Typography.Title level={2} style={{ margin: '8px 0 4px' }}>
          {replay.eventTitle}
        </Typography.Title>
        <Typography.Text type="secondary">
          <CalendarOutlined /> <EventDateLabel label={formatEventDate(replay.eventDate)} />
        </Typography.Text>
      </div>
      {replay.eventLinkReplay ? <ReplayPlayer src={replay.eventLinkReplay} title={replay.eventTitle} /> : <Typography.Text>{NO_REPLAY_TEXT}</Typography.Text>}
      {replay.eventDescription && <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{replay.eventDescription}</Typography.Paragraph>}
      {replay.hosts.length > 0 && (
        <>
          <Divider style={{ margin: 0 }} />
          <HostList hosts={replay.hosts} />
        </>
      )}
    </Flex>
  );
}
