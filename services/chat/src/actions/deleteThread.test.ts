import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeChatThread } from '@canal/service-core/testing';
import { openChatTestbed, type ChatTestbed } from '../testing/chatTestbed';

describe('delete_thread', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  const countOf = async (table: typeof schema.chatMessages | typeof schema.chatRuns, threadId: string) =>
    (await bed.ctx.db.select().from(table).where(eq(table.threadId, threadId))).length;

  it('deletes the caller’s discussion with its messages and runs', async () => {
    const member = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, member.id, { name: 'Corticoïdes inhalés et BPCO' });
    await bed.ctx.db.insert(schema.chatMessages).values({ id: 'msg_1', threadId: id, role: 'user', content: [{ type: 'text', text: { value: 'Bonjour' } }] });
    await bed.ctx.db.insert(schema.chatRuns).values({ id: 'run_1', threadId: id, status: 'completed', model: 'gpt-test' });

    const response = await bed.call(member.session, 'delete_thread', { id }).expect(200);
    expect(response.body).toEqual({ result: true });
    expect((await bed.call(member.session, 'list_thread').expect(200)).body.list).toEqual({});
    expect(await countOf(schema.chatMessages, id)).toBe(0);
    expect(await countOf(schema.chatRuns, id)).toBe(0);
  });

  it("answers 404 for another user's discussion and keeps it", async () => {
    const owner = await bed.newMember();
    const other = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, owner.id);

    const response = await bed.call(other.session, 'delete_thread', { id }).expect(404);
    expect(response.body).toMatchObject({ result: false, error: 'Discussion introuvable' });
    expect((await bed.call(owner.session, 'list_thread').expect(200)).body.list).toEqual({ [id]: id });
  });

  it('answers 404 for an unknown discussion', async () => {
    const { session } = await bed.newMember();
    const response = await bed.call(session, 'delete_thread', { id: 'thread_inconnu' }).expect(404);
    expect(response.body).toMatchObject({ result: false, error: 'Discussion introuvable' });
  });

  it('answers 400 without an id', async () => {
    const { session } = await bed.newMember();
    const response = await bed.call(session, 'delete_thread').expect(400);
    expect(response.body.result).toBe(false);
    expect(response.body.error).toMatch(/Identifiant de discussion manquant/);
  });
});
