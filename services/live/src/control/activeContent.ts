import { HttpError, type ServiceContext } from '@canal/service-core';
import { readContentState } from '../room/contentState';

/** Is this quiz question, poll or announcement what the room shows now? */
export async function isOnScreen(ctx: ServiceContext, eventId: number, kinds: readonly string[], id: number): Promise<boolean> {
  const state = await readContentState(ctx, eventId);
  return kinds.includes(state.contentType) && state.contentId === String(id);
}

/** Spec 001 section 4 "Live content": reset and delete are not allowed on the active content. */
export async function refuseIfOnScreen(ctx: ServiceContext, eventId: number, kinds: readonly string[], id: number, message: string): Promise<void> {
  if (await isOnScreen(ctx, eventId, kinds, id)) throw new HttpError(409, message, 'active');
}
