import { sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { defineRoute, rowsOf, type ServiceContext } from '@canal/service-core';

/** One indexed read (live_messages_event) every CHECK_MS per waiting moderator: a handful of people, not the room. */
const CHECK_MS = 300;

async function lastMessageId(ctx: ServiceContext, eventId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number | null }>(ctx.db, sql`select max(id) as id from live_messages where event_id = ${eventId}`);
  return Number(row?.id ?? 0);
}

/** GET /api/message/wait/{eventId}?after=: held until a newer question exists, at most MESSAGE_WAIT_MS. */
export const messageWaitRoute = defineRoute(liveControlApi.messageWait)({
  samplePath: '/api/message/wait/1',
  access: 'moderation',
  async handle({ ctx, input }) {
    const until = Date.now() + liveControlApi.MESSAGE_WAIT_MS;
    for (;;) {
      const lastId = await lastMessageId(ctx, input.eventId);
      if (lastId > input.after) return { message: 'ok', fresh: true, lastId };
      if (Date.now() + CHECK_MS > until) return { message: 'ok', fresh: false, lastId };
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    }
  },
});
