import { sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { defineRoute, rowsOf, type ServiceContext } from '@canal/service-core';
import { requireQuestionsReader } from './questionsReader';
import { waitForNewerMessage } from './waitForNewerMessage';

/** One indexed read (live_messages_event) every CHECK_MS per waiting moderator. */
const CHECK_MS = 300;

async function lastMessageId(ctx: ServiceContext, eventId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number | null }>(ctx.db, sql`select max(id) as id from live_messages where event_id = ${eventId}`);
  return Number(row?.id ?? 0);
}

/** GET /api/message/wait/{eventId}?after=: held until a newer question exists, at most MESSAGE_WAIT_MS. */
export const messageWaitRoute = defineRoute(liveControlApi.messageWait)({
  samplePath: '/api/message/wait/1',
  access: 'moderation',
  async handle({ ctx, input, principal, user }) {
    await requireQuestionsReader(ctx, principal, user, input.eventId);
    // The real clock, as the browser's wait is real time (tests stand the context's clock at a fixed moment).
    const answer = await waitForNewerMessage(
      {
        lastMessageId: () => lastMessageId(ctx, input.eventId),
        now: () => Date.now(),
        pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
      input.after,
      Date.now() + liveControlApi.MESSAGE_WAIT_MS,
      CHECK_MS,
    );
    return { message: 'ok', ...answer };
  },
});
