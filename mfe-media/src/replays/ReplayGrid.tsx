import type { EventCard } from '@canal/contracts';
import { Col, Row } from '@canal/kit';
import { fadeInDelay, FADE_IN_CLASS } from './fadeIn';
import { ReplayCard } from './ReplayCard';

/** One column on phones, two on small screens, three from medium up; cards fade in one after another. */
export function ReplayGrid({ replays }: { replays: EventCard[] }) {
  return (
    <Row gutter={[24, 24]}>
      {replays.map((replay, index) => (
        <Col key={replay.id} xs={24} sm={12} md={8} className={FADE_IN_CLASS} style={{ display: 'flex', ...fadeInDelay(index) }}>
          <ReplayCard replay={replay} />
        </Col>
      ))}
    </Row>
  );
}
