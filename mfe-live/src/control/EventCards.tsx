import type { ReactNode } from 'react';
import { liveControlApi } from '@canal/contracts';
import { Alert, Card, Col, Empty, formatEventDate, LoadingBlock, Row, Space, Typography, useEndpoint } from '@canal/kit';
import { EventStatusTag } from './eventStatus';

/** The sessions to moderate in the server’s order (the live one, then the next ones, then the past ones), as cards with a status, a date, a title and their actions. */
export function EventCards({ action }: { action: (event: liveControlApi.ModerationEvent) => ReactNode }) {
  const list = useEndpoint(liveControlApi.moderationEvents, { contact_form: 'true' });
  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  if (list.data.data.length === 0) return <Empty description="Pas de session pour l'instant" />;
  return (
    <Row gutter={[16, 16]}>
      {list.data.data.map((event) => (
        <Col key={event.id} xs={24} sm={12} lg={8}>
          <Card size="small" style={{ height: '100%' }} data-testid="moderation-event">
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              <Space wrap size={8}>
                <EventStatusTag state={event.eventState} />
                <Typography.Text type="secondary">{formatEventDate(event.eventDate)}</Typography.Text>
              </Space>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 17 }}>
                {event.eventTitle}
              </Typography.Title>
              {action(event)}
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
