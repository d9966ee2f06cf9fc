import { useState, type MouseEvent } from 'react';
import { useNavigate } from '@canal/kit/router';
import { newsApi, type NewsItem } from '@canal/contracts/core';
import {
  AvatarStack,
  CalendarOutlined,
  callEndpoint,
  confirmLeaving,
  EventDateLabel,
  ExportOutlined,
  formatEventDate,
  LightAvatar,
  LightButton,
  MarkupText,
  PlayCircleOutlined,
  useEventPath,
  useMinWidth,
  VideoCameraOutlined,
} from '@canal/kit/core';
import { newsButtons, newsTarget, showsEventDetails, type NewsButton, type NewsTarget } from './newsAction';

/** Counts the click, without making the reader wait for it. */
function recordClick(id: number) {
  void callEndpoint(newsApi.newsClick, { id }).catch(() => undefined);
}

const light = { color: '#fff' } as const;

/** Below the spec's sm (600 px) a slide is its text only: its picture is neither shown nor fetched. */
const THUMB_MIN_WIDTH = 600;

export interface NewsSlideProps {
  item: NewsItem;
  /** Whether its picture is drawn: the slide shown and the next one, not the others (they wait in the layout, hidden). */
  pictured: boolean;
}

/**
 * One news item of the carousel, by kind (spec 000 section 2.5): cover, info, image, replay, event.
 * Every slide keeps to the strip's height (title and text cut at two lines), so that stepping moves
 * nothing below; an info item's long text opens below it on request.
 */
export function NewsSlide({ item, pictured }: NewsSlideProps) {
  const navigate = useNavigate();
  const eventPath = useEventPath();
  const wide = useMinWidth(THUMB_MIN_WIDTH);
  const [expanded, setExpanded] = useState(false);
  const thumb = item.newsThumb[0]?.dest ?? item.eventThumb[0]?.dest ?? null;

  /** Records the click, then opens the page, or the external site once the reader has confirmed leaving. */
  function follow(target: NewsTarget | NewsButton) {
    if (target.kind === 'external') {
      recordClick(item.id);
      confirmLeaving(target.href);
    } else if ('to' in target) {
      recordClick(item.id);
      void navigate(target.to);
    }
  }

  const buttons = newsButtons(item, eventPath).map((button) => <SlideButton key={button.kind} button={button} onClick={() => follow(button)} />);
  const details = showsEventDetails(item);

  const text = (
    <div className="news-slide__text">
      <h2 style={{ ...light, margin: 0 }} className="cp-title cp-clamp-2 news-slide__title">
        {item.newsTitle}
      </h2>
      {details && item.eventDate !== null && (
        <span style={light}>
          <CalendarOutlined /> <EventDateLabel label={formatEventDate(item.eventDate)} />
        </span>
      )}
      {item.newsShortDescription && (
        <p style={{ ...light, margin: 0 }} className="cp-clamp-2">
          {item.newsShortDescription}
        </p>
      )}
      {item.newsCategory === 'info' && item.newsDescription && expanded && (
        <div style={light}>
          <MarkupText text={item.newsDescription} />
        </div>
      )}
      {details && item.eventGuestsThumb.length > 0 && (
        <div className="news-slide__guests">
          <AvatarStack max={5}>
            {item.eventGuestsThumb.map((guest) => (
              <LightAvatar key={guest.dest + guest.attributes.name} src={guest.dest} alt={guest.attributes.name} />
            ))}
          </AvatarStack>
          <span style={light} className="news-slide__names">
            {item.eventGuestsThumb.map((guest) => guest.attributes.name).join(', ')}
          </span>
        </div>
      )}
      {(buttons.length > 0 || (item.newsCategory === 'info' && item.newsDescription)) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {buttons}
          {item.newsCategory === 'info' && item.newsDescription && (
            <LightButton ghost onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? 'Fermer' : 'Lire la suite'}
            </LightButton>
          )}
        </div>
      )}
    </div>
  );

  if (item.newsCategory === 'image' && thumb) {
    // The picture is the item: a click anywhere on it opens what the item leads to (its button does the same for the keyboard).
    const target = newsTarget(item, eventPath);
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('button, a')) follow(target);
    };
    return (
      <div className={target.kind === 'none' ? 'news-slide news-slide--image' : 'news-slide news-slide--image news-slide--clickable'} onClick={onClick}>
        {pictured && <img src={thumb} alt="" />}
        {text}
      </div>
    );
  }

  return (
    <div className="news-slide">
      {text}
      {thumb && wide && (pictured ? <img className="news-slide__thumb" src={thumb} alt="" /> : <div className="news-slide__thumb" />)}
    </div>
  );
}

function SlideButton({ button, onClick }: { button: NewsButton; onClick: () => void }) {
  switch (button.kind) {
    case 'live':
      return (
        <LightButton type="primary" danger icon={<VideoCameraOutlined />} onClick={onClick}>
          Rejoindre le direct
        </LightButton>
      );
    case 'subscribe':
      return (
        <LightButton type="primary" onClick={onClick}>
          Je m'inscris
        </LightButton>
      );
    case 'replay':
      return (
        <LightButton type="primary" icon={<PlayCircleOutlined />} onClick={onClick}>
          Voir le replay
        </LightButton>
      );
    case 'replaySoon':
      return <LightButton disabled>Bientôt disponible</LightButton>;
    case 'external':
      return (
        <LightButton icon={<ExportOutlined />} onClick={onClick}>
          En savoir plus
        </LightButton>
      );
  }
}
