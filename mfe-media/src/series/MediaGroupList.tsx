import { MEDIA_GROUPS, mediaGroupTitle, NOTHING_TO_SHOW, type MediaCard, type MediaGroups, type MediaListType } from '@canal/contracts';
import { Col, Empty, Row, Typography } from '@canal/kit';
import { MediaTile } from './MediaTile';

/** The four groups of a 'Mes …' page; a group with nothing is left out, and a page with nothing says so. */
export function MediaGroupList({ groups, type, onOpen }: { groups: MediaGroups; type: MediaListType; onOpen: (card: MediaCard) => void }) {
  const filled = MEDIA_GROUPS.filter((group) => groups[group].length > 0);
  if (filled.length === 0) return <Empty description={NOTHING_TO_SHOW} />;
  return (
    <>
      {filled.map((group) => (
        <section key={group} aria-label={mediaGroupTitle(group, type)} style={{ marginBottom: 32 }}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {mediaGroupTitle(group, type)}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {groups[group].map((card) => (
              <Col key={`${card.subtype}-${card.id}`} xs={12} md={8} xl={6}>
                <MediaTile card={card} onOpen={onOpen} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </>
  );
}
