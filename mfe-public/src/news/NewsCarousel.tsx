import { useEffect, useState } from 'react';
import { newsApi } from '@canal/contracts/core';
import { LightButton, RightOutlined, useEndpoint } from '@canal/kit/core';
import { AUTOPLAY_MS, shouldAutoplay, stepFrom } from './newsAction';
import { NewsSlide } from './NewsSlide';
import './newsCarousel.css';

/**
 * The home's news strip (spec 000 section 2.5): one item at a time, every 5 s when there are
 * several, held still while the reader's pointer or focus is in it; arrows and a step indicator.
 * Every item is laid out in the same cell of a grid, the others hidden (visibility: hidden, inert):
 * the strip is as tall as its tallest item whichever shows, so the autoplay never moves the sessions
 * below. Without news it shows `fallback` (the site's banner), so the page never has a hole.
 */
export function NewsCarousel({ fallback }: { fallback: React.ReactNode }) {
  const { data } = useEndpoint(newsApi.newsAll, {});
  const items = data?.data ?? [];
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const count = items.length;

  useEffect(() => {
    if (!shouldAutoplay(count, held)) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => stepFrom(current, count, 1)), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [count, held, index]);

  // While the news load, their room is kept (same box as a slide): the sessions below do not jump when they come.
  if (!data)
    return (
      <div className="news-carousel news-carousel--loading" aria-hidden="true">
        <div className="news-slide" />
      </div>
    );
  if (count === 0) return <>{fallback}</>;
  const shown = Math.min(index, count - 1);
  return (
    <section
      className="news-carousel"
      aria-roledescription="carrousel"
      aria-label="Actualités"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="news-carousel__track" aria-live={held ? 'polite' : 'off'}>
        {items.map((item, position) => {
          const hidden = position !== shown;
          return (
            <div
              key={item.id}
              className="news-carousel__item"
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${position + 1} sur ${count}`}
              aria-hidden={hidden || undefined}
              inert={hidden}
            >
              <NewsSlide item={item} pictured={!hidden || position === stepFrom(shown, count, 1)} />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="news-carousel__controls">
          <LightButton
            shape="circle"
            aria-label="Actualité précédente"
            icon={<RightOutlined style={{ transform: 'rotate(180deg)' }} />}
            onClick={() => setIndex(stepFrom(shown, count, -1))}
          />
          <div className="news-carousel__steps">
            {items.map((item, position) => (
              <button
                key={item.id}
                type="button"
                className={position === shown ? 'news-carousel__step news-carousel__step--active' : 'news-carousel__step'}
                aria-label={`Actualité ${position + 1} : ${item.newsTitle}`}
                aria-current={position === shown ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <LightButton shape="circle" aria-label="Actualité suivante" icon={<RightOutlined />} onClick={() => setIndex(stepFrom(shown, count, 1))} />
        </div>
      )}
    </section>
  );
}
