import { useEffect, useState } from 'react';
import { LIVE_BUTTON_LEAD_MS } from '@canal/contracts';
import { countdown, Flex, LinkButton, Typography, unitLabel, useEventPath, VideoCameraOutlined } from '@canal/kit';

/**
 * For a subscriber: the time left, ticking every second, until 15 minutes before the start, when
 * the live-room button replaces it (spec 000 sections 2.8 and 9).
 */
export function EventLiveCountdown({ eventId, startsAtSeconds }: { eventId: number; startsAtSeconds: number }) {
  const [now, setNow] = useState(() => Date.now());
  const eventPath = useEventPath();
  const startMs = startsAtSeconds * 1000;
  const open = startMs - now <= LIVE_BUTTON_LEAD_MS;
  useEffect(() => {
    if (open) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);
  if (open) {
    return (
      <LinkButton to={eventPath('live', eventId)} type="primary" danger icon={<VideoCameraOutlined />}>
        Accéder au live
      </LinkButton>
    );
  }
  const left = countdown(startMs, now);
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">La session commence dans</Typography.Text>
      <Typography.Text strong style={{ fontSize: 18 }} aria-live="off">
        {[unitLabel(left.days, 'jour'), unitLabel(left.hours, 'heure'), unitLabel(left.minutes, 'minute')].join(' ')}
      </Typography.Text>
    </Flex>
  );
}
