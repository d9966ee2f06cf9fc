import { useState } from 'react';
import { useNavigate } from '@canal/kit/router';
import { newsApi, type NewsItem } from '@canal/contracts/core';
import { AvatarStack, CalendarOutlined, callEndpoint, EventDateLabel, ExportOutlined, formatEventDate, LightAvatar, LightButton, MarkupText, PlayCircleOutlined, useEventPath, VideoCameraOutlined } from '@canal/kit/core';
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
        <LightButton type="primary" danger icon={<VideoCameraOutlined />} onClick={() => open(eventPath('live', item.eventId ?? 0))}>
          Rejoindre le direct
        </LightButton>
      ) : (
        <LightButton type="primary" onClick={() => open(eventPath('event', item.eventId ?? 0))}>
          Je m'inscris
        </LightButton>
      );
    }
    if (item.newsCategory === 'replay') {
      return item.eventLinkReplay && item.eventId !== null ? (
        <LightButton type="primary" icon={<PlayCircleOutlined />} onClick={() => open(`/replays/${item.eventId}`)}>
          Voir le replay
        </LightButton>
      ) : (
        <LightButton disabled>Bientôt disponible</LightButton>
      );
    }
    if (item.newsLinkExternal) {
      return (
        <LightButton icon={<ExportOutlined />} onClick={openTarget}>
          En savoir plus
        </LightButton>
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
        <h2 style={{ ...light, margin: 0 }} className="cp-title news-slide__title">
          {item.newsTitle}
        </h2>
        {item.newsCategory === 'event' && item.eventDate !== null && item.eventState !== 'live' && (
          <span style={light}>
            <CalendarOutlined /> <EventDateLabel label={formatEventDate(item.eventDate)} />
          </span>
        )}
        {item.newsShortDescription && <p style={{ ...light, margin: 0 }}>{item.newsShortDescription}</p>}
        {item.newsCategory === 'info' && item.newsDescription && expanded && (
          <div style={light}>
            <MarkupText text={item.newsDescription} />
          </div>
        )}
        {item.newsCategory === 'event' && item.eventGuestsThumb.length > 0 && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <AvatarStack max={5}>
              {item.eventGuestsThumb.map((guest) => (
                <LightAvatar key={guest.dest + guest.attributes.name} src={guest.dest} alt={guest.attributes.name} />
              ))}
            </AvatarStack>
            <span style={light}>{item.eventGuestsThumb.map((guest) => guest.attributes.name).join(', ')}</span>
          </div>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {action}
          {item.newsCategory === 'info' && item.newsDescription && (
            <LightButton ghost onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? 'Fermer' : 'Lire la suite'}
            </LightButton>
          )}
        </div>
      </div>
      {thumb && <img className="news-slide__thumb" src={thumb} alt="" />}
    </div>
  );
}
