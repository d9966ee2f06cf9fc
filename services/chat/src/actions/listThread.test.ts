import { makeChatThread } from '@canal/service-core/testing';
import { openChatTestbed, type ChatTestbed } from '../testing/chatTestbed';

describe('list_thread', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  it('answers an empty map before the first discussion', async () => {
    const { session } = await bed.newMember();
    const response = await bed.call(session, 'list_thread').expect(200);
    expect(response.body).toEqual({ result: true, list: {}, configured: false });
  });

  it("lists the caller's discussions only, newest first, id -> name", async () => {
    const caller = await bed.newMember();
    const other = await bed.newMember();
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 22, hour));
    const older = await makeChatThread(bed.ctx, caller.id, { name: 'Corticoïdes inhalés et BPCO', createdAt: at(9) });
    const newer = await makeChatThread(bed.ctx, caller.id, { createdAt: at(10) });
    const foreign = await makeChatThread(bed.ctx, other.id, { createdAt: at(11) });

    const response = await bed.call(caller.session, 'list_thread').expect(200);
    expect(response.body.result).toBe(true);
    expect(Object.entries(response.body.list)).toEqual([
      [newer.id, newer.id],
      [older.id, 'Corticoïdes inhalés et BPCO'],
    ]);
    expect(response.body.list[foreign.id]).toBeUndefined();
  });
});
