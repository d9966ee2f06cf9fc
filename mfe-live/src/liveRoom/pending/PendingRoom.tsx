import { useState } from 'react';
import { LIVE_BUTTON_LEAD_MS } from '@canal/contracts';
import { Alert, Button, Flex, formatHour, formatLongDate, PlayCircleOutlined, ReloadOutlined, Typography } from '@canal/kit';
import type { LiveAccess, LiveEventCard } from '../liveTypes';
import { useCountdown } from '../useCountdown';
import { CountdownDisplay } from './CountdownDisplay';

export interface PendingRoomProps {
  event: LiveEventCard;
  clockOffsetMs: number;
  refreshing: boolean;
  onRefresh: () => Promise<LiveAccess | null>;
}

/**
 * Before the start: the countdown, ticking each second until 15 minutes or less remain; then it
 * stops and the button to the live room shows. Entering asks the server again.
 */
export function PendingRoom({ event, clockOffsetMs, refreshing, onRefresh }: PendingRoomProps) {
  const left = useCountdown(event.eventDate * 1000, clockOffsetMs, LIVE_BUTTON_LEAD_MS);
  const [notYet, setNotYet] = useState(false);
  const delayed = event.eventState === 'delayed';

  const enter = async () => {
    setNotYet(false);
    const access = await onRefresh();
    if (access === 'pending') setNotYet(true);
  };

  return (
    <Flex vertical align="center" gap={24} style={{ textAlign: 'center', padding: '24px 0' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {event.eventTitle}
      </Typography.Title>
      {delayed ? (
        <Alert type="warning" showIcon title="Cette émission est reportée : vous serez informé(e) de sa nouvelle date." />
      ) : (
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Votre événement commence dans
          </Typography.Title>
          <CountdownDisplay value={left} />
        </>
      )}
      <Typography.Text>
        {formatLongDate(event.eventDate)} à {formatHour(event.eventDate)}
      </Typography.Text>
      {notYet && <Alert type="info" showIcon title="Le direct n'a pas encore commencé : merci de patienter quelques instants." />}
      <Flex gap={12} wrap justify="center">
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={() => void onRefresh()}>
          Rafraîchir
        </Button>
        {left.stopped && !delayed && (
          <Button type="primary" icon={<PlayCircleOutlined />} loading={refreshing} onClick={() => void enter()}>
            Accéder au live
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
