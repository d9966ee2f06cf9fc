import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { openChatTestbed, type ChatTestbed } from '../testing/chatTestbed';

describe('create_thread', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  it('creates an unnamed discussion owned by the caller', async () => {
    const member = await bed.newMember();
    const response = await bed.call(member.session, 'create_thread').expect(200);
    expect(response.body).toEqual({ result: true, thread: { id: expect.stringMatching(/^thread_[A-Za-z0-9_-]{24}$/) } });

    const id: string = response.body.thread.id;
    const [row] = await bed.ctx.db.select().from(schema.chatThreads).where(eq(schema.chatThreads.id, id));
    expect(row).toMatchObject({ userId: member.id, name: id });
  });

  it('gives every discussion its own id', async () => {
    const { session } = await bed.newMember();
    const first = await bed.call(session, 'create_thread').expect(200);
    const second = await bed.call(session, 'create_thread').expect(200);
    expect(first.body.thread.id).not.toBe(second.body.thread.id);
  });

  it('accepts the forwarded user field and refuses any other one', async () => {
    const { session } = await bed.newMember();
    await bed.call(session, 'create_thread', { user: 'whatever' }).expect(200);
    const refused = await bed.call(session, 'create_thread', { name: 'x' }).expect(400);
    expect(refused.body.result).toBe(false);
    expect(refused.body.error).toMatch(/name/);
  });
});
