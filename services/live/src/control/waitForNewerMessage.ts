/** What the long poll needs: the last question's id, the clock, and a pause. */
export interface NewerMessageWatch {
  lastMessageId(): Promise<number>;
  now(): number;
  pause(ms: number): Promise<void>;
}

/**
 * The moderators' long poll: reads the last question's id every `checkMs` until one newer than
 * `after` exists (fresh), or until `until` would pass before the next read (not fresh: the browser
 * asks again). One indexed read per pause and per waiting moderator: a handful of people, not the room.
 */
export async function waitForNewerMessage(
  watch: NewerMessageWatch,
  after: number,
  until: number,
  checkMs: number,
): Promise<{ fresh: boolean; lastId: number }> {
  for (;;) {
    const lastId = await watch.lastMessageId();
    if (lastId > after) return { fresh: true, lastId };
    if (watch.now() + checkMs > until) return { fresh: false, lastId };
    await watch.pause(checkMs);
  }
}
