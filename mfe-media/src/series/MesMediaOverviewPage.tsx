import { Link, useLocation } from '@canal/kit/router';
import { ALL_CATEGORIES, categoriesOf, type MediaListType } from '@canal/contracts';
import { Col, PageSection, Row, Typography } from '@canal/kit';
import { MemberGate } from '../media/MemberGate';
import { CATEGORY_COLOURS, categoryDescription, categoryLabel, MEDIA_SECTIONS } from './mediaSections';

function CategoryTile({ type, category }: { type: MediaListType; category: string }) {
  const colour = CATEGORY_COLOURS[category] ?? '#1d5fa8';
  return (
    <Link
      to={`${MEDIA_SECTIONS[type].base}/${category}`}
      style={{
        display: 'block',
        // Its padding inside its height: else the tile runs 48 px past its cell, over the next one and the help banner's buttons.
        boxSizing: 'border-box',
        height: '100%',
        borderRadius: 12,
        padding: 24,
        minHeight: 160,
        color: '#fff',
        background: `linear-gradient(135deg, ${colour}, #0b2545)`,
      }}
    >
      <Typography.Title level={2} style={{ color: '#fff', fontSize: 22, marginTop: 0 }}>
        {categoryLabel(category)}
      </Typography.Title>
      <Typography.Paragraph style={{ color: '#fff', margin: 0 }}>{categoryDescription(category)}</Typography.Paragraph>
    </Link>
  );
}

/** /MesReplays and /MesPodcasts: one tile per category except 'Tout', each opening its page. */
export default function MesMediaOverviewPage() {
  const type: MediaListType = useLocation().pathname.toLowerCase().startsWith('/mespodcasts') ? 'podcast' : 'replay';
  return (
    <PageSection title={MEDIA_SECTIONS[type].title}>
      <MemberGate>
        {() => (
          <Row gutter={[24, 24]}>
            {categoriesOf(type)
              .filter((category) => category !== ALL_CATEGORIES)
              .map((category) => (
                <Col key={category} xs={24} sm={12} lg={6}>
                  <CategoryTile type={type} category={category} />
                </Col>
              ))}
          </Row>
        )}
      </MemberGate>
    </PageSection>
  );
}
