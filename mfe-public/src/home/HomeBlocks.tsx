import { useEffect } from 'react';
import type { HomeData } from '@canal/contracts/core';
import { useLocation } from '@canal/kit/router';
import { LinkButton, RightOutlined } from '@canal/kit/core';
import { EventGrid } from './EventGrid';
import { homeBlocks } from './homeBlocks';
import './home.css';

/** The category blocks under the tabs (their design: homeBlocks.ts), each a headed section with its anchor. */
export function HomeBlocks({ data }: { data: HomeData }) {
  const blocks = homeBlocks(data);
  const anchor = useLocation().hash.replace(/^#/, '');
  const anchored = blocks.some((block) => block.key === anchor) ? anchor : null;
  useEffect(() => {
    if (anchored) document.getElementById(anchored)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [anchored]);
  return (
    <>
      {blocks.map((block) => (
        <section key={block.key} id={block.key} aria-labelledby={`${block.key}-titre`} className="home-block">
          <div className="home-block__head">
            <h2 id={`${block.key}-titre`} className="cp-title home-block__title">
              {block.title}
            </h2>
            {block.more && (
              <LinkButton to={block.more.to} type="link" icon={<RightOutlined />}>
                {block.more.label}
              </LinkButton>
            )}
          </div>
          <EventGrid cards={block.cards} variant={block.variant} />
        </section>
      ))}
    </>
  );
}
