import { Spin } from 'antd';

export function LoadingBlock({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 48 }}>
      <Spin />
      <span>{label}</span>
    </div>
  );
}
