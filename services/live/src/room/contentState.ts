import { eq, sql } from 'drizzle-orm';
import type { LiveContentState, LiveContentType } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import { relayContent } from './relay';
import { cachedRoomData, forgetRoomData } from './roomData';

const NOTHING: Omit<LiveContentState, 'eventId'> = { contentType: 'none', contentId: 'none', contentRevision: 0, contentOptions: {}, questionsFeed: false };

type StateRow = typeof schema.liveStates.$inferSelect;

function toState(eventId: number, row: StateRow | undefined): LiveContentState {
  if (!row) return { eventId, ...NOTHING };
  return {
    eventId,
    contentType: row.contentType as LiveContentType,
    contentId: row.contentId,
    contentRevision: row.contentRevision,
    contentOptions: row.contentOptions,
    questionsFeed: row.questionsFeed,
  };
}

/**
 * What the room of a session shows now ('none' when nothing was ever set), from the process's copy
 * until a change is published: 5,000 participants polling every 5 s cost one query per change.
 */
export function readContentState(ctx: ServiceContext, eventId: number): Promise<LiveContentState> {
  return cachedRoomData(ctx, eventId, 'state', () =>
    ctx.db
      .select()
      .from(schema.liveStates)
      .where(eq(schema.liveStates.eventId, eventId))
      .limit(1)
      .then((rows) => toState(eventId, rows[0])),
  );
}

async function published(ctx: ServiceContext, state: LiveContentState, kind: 'contentLoad' | 'contentOption'): Promise<LiveContentState> {
  forgetRoomData(ctx, state.eventId);
  await ctx.bus.publish('live.changed', { eventId: state.eventId });
  relayContent(ctx, { type: kind, state });
  return state;
}

/** Shows a new content in the room (its options start empty) and pushes it to every participant. */
export async function showContent(ctx: ServiceContext, eventId: number, contentType: LiveContentType, contentId: string): Promise<LiveContentState> {
  const [row] = await ctx.db
    .insert(schema.liveStates)
    .values({ eventId, contentType, contentId, contentRevision: 1, contentOptions: {}, updatedAt: ctx.now() })
    .onConflictDoUpdate({
      target: schema.liveStates.eventId,
      set: {
        contentType,
        contentId,
        contentOptions: {},
        contentRevision: sql`${schema.liveStates.contentRevision} + 1`,
        updatedAt: ctx.now(),
      },
    })
    .returning();
  return published(ctx, toState(eventId, row), 'contentLoad');
}

/**
 * Sets a presenter option of the content shown now (showResults) and pushes it; the revision moves
 * so that clients read the content again. Null when the room does not show that content any more.
 */
export async function setContentOption(
  ctx: ServiceContext,
  eventId: number,
  contentId: string,
  name: string,
  value: boolean,
): Promise<LiveContentState | null> {
  const rows = await ctx.db
    .update(schema.liveStates)
    .set({
      contentOptions: sql`${schema.liveStates.contentOptions} || ${JSON.stringify({ [name]: value })}::jsonb`,
      contentRevision: sql`${schema.liveStates.contentRevision} + 1`,
      updatedAt: ctx.now(),
    })
    .where(sql`${schema.liveStates.eventId} = ${eventId} and ${schema.liveStates.contentId} = ${contentId}`)
    .returning();
  const row = rows[0];
  return row ? published(ctx, toState(eventId, row), 'contentOption') : null;
}

/**
 * Opens or closes the room's approved-questions feed, a setting of the room whatever it shows: the
 * content and its revision stay (a quiz on screen is not read again), the state is pushed so that
 * every participant shows or hides the feed at once.
 */
export async function setQuestionsFeed(ctx: ServiceContext, eventId: number, enabled: boolean): Promise<LiveContentState> {
  const [row] = await ctx.db
    .insert(schema.liveStates)
    .values({
      eventId,
      contentType: NOTHING.contentType,
      contentId: NOTHING.contentId,
      contentRevision: NOTHING.contentRevision,
      contentOptions: {},
      questionsFeed: enabled,
      updatedAt: ctx.now(),
    })
    .onConflictDoUpdate({ target: schema.liveStates.eventId, set: { questionsFeed: enabled, updatedAt: ctx.now() } })
    .returning();
  return published(ctx, toState(eventId, row), 'contentOption');
}
