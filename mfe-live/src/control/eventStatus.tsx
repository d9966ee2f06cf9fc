import { Tag } from '@canal/kit';

const STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: 'À venir', color: 'blue' },
  delayed: { label: 'Reportée', color: 'warning' },
  live: { label: 'En direct', color: 'red' },
  finished: { label: 'Terminée', color: 'default' },
  replay: { label: 'Replay', color: 'purple' },
};

/** A session's status on the moderation cards (pending, finished, live, replay, else unknown). */
export function EventStatusTag({ state }: { state: string }) {
  const status = STATUS[state] ?? { label: 'Inconnu', color: 'default' };
  return <Tag color={status.color}>{status.label}</Tag>;
}
