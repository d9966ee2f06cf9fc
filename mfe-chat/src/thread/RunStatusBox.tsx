import { Alert, LoadingOutlined } from '@canal/kit';
import type { ChatRun } from '../api/chatTypes';
import { runIsActive, runStatusText } from './runStatusText';

/** Where the last run stands, under the messages: nothing once it completed. */
export function RunStatusBox({ run }: { run: ChatRun }) {
  const text = runStatusText(run);
  if (!text) return null;
  const active = runIsActive(run.status);
  return (
    <Alert
      role="status"
      type={run.status === 'failed' ? 'error' : 'info'}
      showIcon={!active}
      icon={undefined}
      title={
        active ? (
          <span>
            <LoadingOutlined /> {text}
          </span>
        ) : (
          text
        )
      }
    />
  );
}
