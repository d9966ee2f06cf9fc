import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { MEMBER, OTHER_MEMBER, openChatTestbed, sessionFor, type ChatTestbed } from '../testing/chatTestbed';

describe('list_thread', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  it('answers an empty map before the first discussion', async () => {
    const session = await sessionFor(bed.ctx, OTHER_MEMBER);
    const response = await bed.call(session, 'list_thread').expect(200);
    expect(response.body).toEqual({ result: true, list: {} });
  });

  it("lists the caller's discussions only, newest first, id -> name", async () => {
    const martin = await sessionFor(bed.ctx, MEMBER);
    const durand = await sessionFor(bed.ctx, OTHER_MEMBER);
    const older: string = (await bed.call(martin, 'create_thread').expect(200)).body.thread.id;
    const newer: string = (await bed.call(martin, 'create_thread').expect(200)).body.thread.id;
    await bed.ctx.db.update(schema.chatThreads).set({ name: 'Corticoïdes inhalés et BPCO' }).where(eq(schema.chatThreads.id, older));
    const foreign: string = (await bed.call(durand, 'create_thread').expect(200)).body.thread.id;

    const response = await bed.call(martin, 'list_thread').expect(200);
    expect(response.body.result).toBe(true);
    expect(Object.entries(response.body.list)).toEqual([
      [newer, newer],
      [older, 'Corticoïdes inhalés et BPCO'],
    ]);
    expect(response.body.list[foreign]).toBeUndefined();
  });
});
