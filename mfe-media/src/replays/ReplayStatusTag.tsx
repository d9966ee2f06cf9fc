import { CheckCircleOutlined, ClockCircleOutlined, Tag } from '@canal/kit';

/** 'En ligne' once the replay can be watched (isLive 1), else 'Bientôt disponible'. */
export function ReplayStatusTag({ online }: { online: boolean }) {
  return online ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      En ligne
    </Tag>
  ) : (
    <Tag color="warning" icon={<ClockCircleOutlined />}>
      Bientôt disponible
    </Tag>
  );
}
