import type { ChildProcess } from 'node:child_process';

/**
 * Asks a service process to stop (SIGTERM: its graceful shutdown), and kills it if it has not
 * exited within `graceMs`: a shutdown stuck on a dependency already gone (Redis stopped by the
 * test) must not leave a process that keeps Jest, and the CI, waiting for ever.
 */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
