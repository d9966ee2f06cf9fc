import { useState } from 'react';
import { useNavigate } from '@canal/kit/router';
import { newsApi, type NewsItem } from '@canal/contracts';
import { Avatar, Button, CalendarOutlined, callEndpoint, ExportOutlined, Flex, EventDateLabel, formatEventDate, PlayCircleOutlined, Typography, useEventPath, VideoCameraOutlined, MarkupText } from '@canal/kit';
import { newsTarget } from './newsAction';

/** Counts the click, without making the reader wait for it. */
function recordClick(id: number) {
  void callEndpoint(newsApi.newsClick, { id }).catch(() => undefined);
}

const light = { color: '#fff' } as const;

/** One news item of the carousel, by kind (spec 000 section 2.5): cover, info, image, replay, event. */
export function NewsSlide({ item }: { item: NewsItem }) {
  const navigate = useNavigate();
  const eventPath = useEventPath();
  const [expanded, setExpanded] = useState(false);
  const thumb = item.newsThumb[0]?.dest ?? item.eventThumb[0]?.dest ?? null;

  function open(to: string) {
    recordClick(item.id);
    navigate(to);
  }

  function openTarget() {
    const target = newsTarget(item, eventPath);
    if (target.kind === 'none') return;
    recordClick(item.id);
    if (target.kind === 'page') navigate(target.to);
    else window.open(target.href, '_blank', 'noopener');
  }

  const action = (() => {
    if (item.newsCategory === 'event' && item.eventId !== null) {
      return item.eventState === 'live' ? (
        <Button type="primary" danger icon={<VideoCameraOutlined />} onClick={() => open(eventPath('live', item.eventId ?? 0))}>
          Rejoindre le direct
        </Button>
      ) : (
        <Button type="primary" onClick={() => open(eventPath('event', item.eventId ?? 0))}>
          Je m'inscris
        </Button>
      );
    }
    if (item.newsCategory === 'replay') {
      return item.eventLinkReplay && item.eventId !== null ? (
        <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => open(`/replays/${item.eventId}`)}>
          Voir le replay
        </Button>
      ) : (
        <Button disabled>Bientôt disponible</Button>
      );
    }
    if (item.newsLinkExternal) {
      return (
        <Button icon={<ExportOutlined />} onClick={openTarget}>
          En savoir plus
        </Button>
      );
    }
    return null;
  })();

  if (item.newsCategory === 'image' && thumb) {
    return (
      <button type="button" className="news-slide news-slide--image" onClick={openTarget} disabled={newsTarget(item).kind === 'none'}>
        <img src={thumb} alt={item.newsTitle} />
      </button>
    );
  }

  return (
    <div className="news-slide">
      <div className="news-slide__text">
        <Typography.Title level={2} style={{ ...light, margin: 0 }} className="news-slide__title">
          {item.newsTitle}
        </Typography.Title>
        {item.newsCategory === 'event' && item.eventDate !== null && item.eventState !== 'live' && (
          <Typography.Text style={light}>
            <CalendarOutlined /> <EventDateLabel label={formatEventDate(item.eventDate)} />
          </Typography.Text>
        )}
        {item.newsShortDescription && <Typography.Paragraph style={{ ...light, margin: 0 }}>{item.newsShortDescription}</Typography.Paragraph>}
        {item.newsCategory === 'info' && item.newsDescription && expanded && (
          <div style={light}>
            <MarkupText text={item.newsDescription} />
          </div>
        )}
        {item.newsCategory === 'event' && item.eventGuestsThumb.length > 0 && (
          <Flex align="center" gap={8}>
            <Avatar.Group max={{ count: 5 }}>
              {item.eventGuestsThumb.map((guest) => (
                <Avatar key={guest.dest + guest.attributes.name} src={guest.dest} alt={guest.attributes.name} />
              ))}
            </Avatar.Group>
            <Typography.Text style={light}>{item.eventGuestsThumb.map((guest) => guest.attributes.name).join(', ')}</Typography.Text>
          </Flex>
        )}
        <Flex gap={8} wrap>
          {action}
          {item.newsCategory === 'info' && item.newsDescription && (
            <Button ghost onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? 'Fermer' : 'Lire la suite'}
            </Button>
          )}
        </Flex>
      </div>
      {thumb && <img className="news-slide__thumb" src={thumb} alt="" />}
    </div>
  );
}
