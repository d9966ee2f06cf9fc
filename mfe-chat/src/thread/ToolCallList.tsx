import { CheckCircleOutlined, LoadingOutlined, Space, Typography } from '@canal/kit';
import type { ToolCallLine } from './toolCalls';

/** The searches the assistant ran for an answer: a spinner while one runs, a done icon after. */
export function ToolCallList({ lines }: { lines: ToolCallLine[] }) {
  return (
    <Space orientation="vertical" size={2} style={{ alignSelf: 'flex-start' }}>
      {lines.map((line) => (
        <Typography.Text key={line.id} type="secondary" data-tool-call={line.pending ? 'pending' : 'done'}>
          {line.pending ? <LoadingOutlined aria-label="en cours" /> : <CheckCircleOutlined aria-label="terminé" style={{ color: '#2e7d32' }} />} {line.label}
        </Typography.Text>
      ))}
    </Space>
  );
}
