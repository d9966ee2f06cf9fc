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

  it('gives back the empty discussion the member already has instead of piling up another, even when asked twice at once', async () => {
    const member = await bed.newMember();
    const [first, second] = await Promise.all([bed.call(member.session, 'create_thread').expect(200), bed.call(member.session, 'create_thread').expect(200)]);
    expect(second.body.thread.id).toBe(first.body.thread.id);
    expect(await bed.ctx.db.select().from(schema.chatThreads).where(eq(schema.chatThreads.userId, member.id))).toHaveLength(1);
  });

  it('makes a new discussion once the empty one has a message, and never hands over another member’s', async () => {
    const member = await bed.newMember();
    const other = await bed.newMember();
    const othersEmpty = (await bed.call(other.session, 'create_thread').expect(200)).body.thread.id as string;
    const first = (await bed.call(member.session, 'create_thread').expect(200)).body.thread.id as string;
    expect(first).not.toBe(othersEmpty);
    await bed.ctx.db
      .insert(schema.chatMessages)
      .values({ id: 'msg_first_question', threadId: first, role: 'user', content: [{ type: 'text', text: { value: 'Bonjour' } }] });
    const second = (await bed.call(member.session, 'create_thread').expect(200)).body.thread.id as string;
    expect(second).not.toBe(first);
  });

  it('accepts the forwarded user field and refuses any other one', async () => {
    const { session } = await bed.newMember();
    await bed.call(session, 'create_thread', { user: 'whatever' }).expect(200);
    const refused = await bed.call(session, 'create_thread', { name: 'x' }).expect(400);
    expect(refused.body.result).toBe(false);
    expect(refused.body.error).toMatch(/name/);
  });
});
