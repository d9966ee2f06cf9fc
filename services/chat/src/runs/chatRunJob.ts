import { defineJob } from '@canal/service-core';
import { executeRun } from './executeRun';

export const CHAT_RUN_JOB = 'chat:run';

/** A run is worked in the background by the process that hosts the chat service, once (a failure is stored, not retried). */
export const chatRunJob = defineJob<{ runId: string }>({
  name: CHAT_RUN_JOB,
  run: (ctx, { runId }) => executeRun(ctx, runId),
});
