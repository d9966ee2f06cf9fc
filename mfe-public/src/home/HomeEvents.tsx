import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@canal/kit/router';
import { useIsSmallScreen } from '../common/useIsSmallScreen';
import { EventGrid } from './EventGrid';
import { HomeTabs } from './HomeTabs';
import { homeSections, type HomeSection } from './homeSections';
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

  useEffect(() => {
    if (!anchored) return;
    setActiveKey(anchored);
    const target = document.getElementById(anchored) ?? tabsRef.current;
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [anchored]);

  if (small) {
    return (
      <div>
        {sections.map((section) => (
          <StackedSection key={section.key} section={section} />
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
          content: <EventGrid events={section.events} emptyText={section.emptyText} />,
        }))}
      />
    </div>
  );
}

function StackedSection({ section }: { section: HomeSection }) {
  return (
    <section id={section.key} style={{ marginBottom: 32 }}>
      <h3 className="cp-title" style={{ marginTop: 0 }}>
        <SectionLabel label={section.label} count={section.events.length} />
      </h3>
      <EventGrid events={section.events} emptyText={section.emptyText} />
    </section>
  );
}
