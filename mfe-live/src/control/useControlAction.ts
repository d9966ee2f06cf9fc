import { useCallback, useState } from 'react';
import { apiErrorOf, App } from '@canal/kit';

/**
 * Runs one control action at a time (a click while one runs is ignored) and shows its failure as
 * the server's French message; `after` refreshes what the action changed.
 */
export function useControlAction() {
  const { message } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const run = useCallback(
    async (key: string, action: () => Promise<unknown>, after?: () => unknown): Promise<boolean> => {
      if (running) return false;
      setRunning(key);
      try {
        await action();
        await after?.();
        return true;
      } catch (failure) {
        void message.error(apiErrorOf(failure));
        return false;
      } finally {
        setRunning(null);
      }
    },
    [running, message],
  );
  return { running, run };
}
