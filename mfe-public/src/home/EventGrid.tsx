import type { EventCard } from '@canal/contracts';
import { Col, Empty, Row } from '@canal/kit';
import { AppearingCell } from './AppearingCell';
import { EventCardView } from './EventCardView';

/** The widest row (four cards): their pictures are fetched first. */
const FIRST_ROW_CARDS = 4;

/** The cards, one column on phones, two on tablets, three then four on wider screens. */
export function EventGrid({ events, emptyText }: { events: EventCard[]; emptyText: string }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Row gutter={[24, 24]}>
      {events.map((event, index) => (
        <Col key={event.id} xs={24} sm={12} md={8} xl={6}>
          <AppearingCell index={index}>
            <EventCardView event={event} priority={index < FIRST_ROW_CARDS} />
          </AppearingCell>
        </Col>
      ))}
    </Row>
  );
}
