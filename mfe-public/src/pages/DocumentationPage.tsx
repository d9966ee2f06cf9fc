import { useEffect, type MouseEvent } from 'react';
import { contentApi, type DocumentationEntry, type DocumentationSection } from '@canal/contracts';
import { Card, Col, confirmLeaving, Empty, LoadingBlock, PageSection, Row, Typography, useEndpoint } from '@canal/kit';
import { useLocation } from '@canal/kit/router';
import { StaticFailure } from '../static/StaticFailure';

const SECTIONS: { key: DocumentationSection; title: string }[] = [
  { key: 'news', title: 'Actualités' },
  { key: 'tools', title: 'Outils' },
  { key: 'doc', title: 'Documentation' },
];

/**
 * An entry's card, with its picture on top when it has one (decorative: the title says it all).
 * An external entry stays a real link (its address shows, it opens in a new tab with a middle click or
 * from the keyboard's context menu); only a plain click is held for the 'leaving the site'
 * confirmation of spec 000 section 2.1, which then opens it in a new tab itself.
 */
function EntryCard({ entry }: { entry: DocumentationEntry }) {
  const external = /^https?:\/\//.test(entry.link);
  const askFirst = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    confirmLeaving(entry.link);
  };
  return (
    <Card
      style={{ height: '100%' }}
      cover={entry.picture ? <img src={entry.picture} alt="" loading="lazy" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}
    >
      <Typography.Title level={3} style={{ fontSize: 17, marginTop: 0 }}>
        <a href={entry.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer', onClick: askFirst } : {})}>
          {entry.title}
        </a>
      </Typography.Title>
      {entry.description && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {entry.description}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** /documentation with its #news, #tools and #doc anchors: the page scrolls to the named section once it is drawn. */
export default function DocumentationPage() {
  const { data, error } = useEndpoint(contentApi.documentationList, {});
  const { hash } = useLocation();
  useEffect(() => {
    if (data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [data, hash]);
  return (
    <PageSection title="Documentation">
      {error ? (
        <StaticFailure notFound={false} message={error} />
      ) : !data ? (
        <LoadingBlock />
      ) : (
        SECTIONS.map((section) => (
          <section key={section.key} id={section.key} style={{ marginBottom: 32, scrollMarginTop: 8 }}>
            <Typography.Title level={2} style={{ fontSize: 22 }}>
              {section.title}
            </Typography.Title>
            {data.data[section.key].length === 0 ? (
              <Empty description="Rien pour l’instant." image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Row gutter={[16, 16]}>
                {data.data[section.key].map((entry) => (
                  <Col key={entry.id} xs={24} sm={12} lg={8}>
                    <EntryCard entry={entry} />
                  </Col>
                ))}
              </Row>
            )}
          </section>
        ))
      )}
    </PageSection>
  );
}
