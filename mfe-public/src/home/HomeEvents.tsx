import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@canal/kit/router';
import { useIsSmallScreen } from '../common/useIsSmallScreen';
import { EventGrid, eventItems } from './EventGrid';
import { HomeTabs } from './HomeTabs';
import { homeSections, liveNowBesides, nextForMember, type HomeSection } from './homeSections';
import { EventCardView } from './EventCardView';
import type { HomeData } from '@canal/contracts/core';
import { SectionLabel } from './SectionLabel';

/**
 * The two event lists: tabs with count badges, or stacked headed lists on small screens.
 * An anchor (/#mes-evenements) opens that tab, or scrolls smoothly to that list.
 */
export function HomeEvents({ data }: { data: HomeData }) {
  const sections = homeSections(data);
  const small = useIsSmallScreen();
  const anchor = useLocation().hash.replace(/^#/, '');
  const anchored = sections.find((section) => section.key === anchor)?.key;
  const [activeKey, setActiveKey] = useState<string>(anchored ?? sections[0].key);
  const tabsRef = useRef<HTMLDivElement>(null);

  // A new anchor in the address (a link to #replays) shows its tab, then scrolls to it.
  const [followedAnchor, setFollowedAnchor] = useState(anchored);
  if (anchored !== followedAnchor) {
    setFollowedAnchor(anchored);
    if (anchored) setActiveKey(anchored);
  }
  useEffect(() => {
    if (!anchored) return;
    const target = document.getElementById(anchored) ?? tabsRef.current;
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [anchored]);

  if (small) {
    const next = nextForMember(data);
    const live = liveNowBesides(data, next);
    return (
      <div>
        {/* On a phone a session live now comes first, then the member's own next one, above the ones to choose from. */}
        {live && (
          <section id="en-direct-maintenant" className="home-block" aria-labelledby="en-direct-maintenant-titre">
            <h2 className="cp-title home-block__title" id="en-direct-maintenant-titre">
              En direct maintenant
            </h2>
            <EventCardView event={live} priority />
          </section>
        )}
        {next && (
          <section id="prochainement" className="home-block" aria-labelledby="prochainement-titre">
            <h2 className="cp-title home-block__title" id="prochainement-titre">
              Prochainement pour vous
            </h2>
            <EventCardView event={next} priority={!live} />
          </section>
        )}
        {sections.map((section, index) => (
          <StackedSection key={section.key} section={section} eager={index === 0} />
        ))}
      </div>
    );
  }
  return (
    <div ref={tabsRef}>
      <HomeTabs
        activeKey={activeKey}
        onChange={setActiveKey}
        tabs={sections.map((section) => ({
          key: section.key,
          label: <SectionLabel label={section.label} count={section.events.length} />,
          content: <EventGrid cards={eventItems(section.events)} emptyText={section.emptyText} eager />,
        }))}
      />
    </div>
  );
}

function StackedSection({ section, eager }: { section: HomeSection; eager: boolean }) {
  return (
    <section id={section.key} className="home-block">
      <h2 className="cp-title home-block__title">
        <SectionLabel label={section.label} count={section.events.length} />
      </h2>
      <EventGrid cards={eventItems(section.events)} emptyText={section.emptyText} eager={eager} />
    </section>
  );
}
