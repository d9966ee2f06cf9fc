import './light.css';

/** A count in a pill (a tab's number of sessions, the accounts awaiting validation), drawn like antd's Badge. */
export function CountBadge({ count, alert = false, title }: { count: number; alert?: boolean; title?: string }) {
  return (
    <span className={alert ? 'cp-count cp-count-alert' : 'cp-count'} title={title}>
      {count}
    </span>
  );
}
