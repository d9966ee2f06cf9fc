import { schema } from '@canal/service-core';
import { makeChatThread } from '@canal/service-core/testing';
import { openChatTestbed, type ChatTestbed } from '../testing/chatTestbed';

describe('view_thread', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  it('shows a new discussion as empty, with no run', async () => {
    const member = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, member.id);
    const response = await bed.call(member.session, 'view_thread', { id, user: 'forwarded' }).expect(200);
    expect(response.body).toEqual({ result: true, messages: [], last_run: null });
  });

  it('gives the messages oldest first and the latest run', async () => {
    const member = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, member.id);
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, seconds));
    await bed.ctx.db.insert(schema.chatMessages).values([
      { id: 'msg_b', threadId: id, role: 'assistant', content: [{ type: 'text', text: { value: 'Voici trois essais.' } }], createdAt: at(5) },
      { id: 'msg_a', threadId: id, role: 'user', content: [{ type: 'text', text: { value: 'Essais sur la BPCO ?' } }], createdAt: at(0) },
    ]);
    await bed.ctx.db.insert(schema.chatRuns).values([
      { id: 'run_old', threadId: id, status: 'failed', model: 'old-model', lastError: { code: 'rate_limit', message: 'Trop de requêtes' }, createdAt: at(1) },
      { id: 'run_new', threadId: id, status: 'completed', model: 'gpt-test', metadata: { tool_status: 'finished' }, createdAt: at(4) },
    ]);

    const response = await bed.call(member.session, 'view_thread', { id }).expect(200);
    expect(response.body.result).toBe(true);
    expect(response.body.messages).toEqual([
      {
        id: 'msg_a',
        role: 'user',
        content: [{ type: 'text', text: { value: 'Essais sur la BPCO ?' } }],
        metadata: {},
        created_at: at(0).getTime() / 1000,
        status: 'completed',
      },
      {
        id: 'msg_b',
        role: 'assistant',
        content: [{ type: 'text', text: { value: 'Voici trois essais.' } }],
        metadata: {},
        created_at: at(5).getTime() / 1000,
        status: 'completed',
      },
    ]);
    expect(response.body.last_run).toEqual({
      id: 'run_new',
      status: 'completed',
      model: 'gpt-test',
      instructions: '',
      metadata: { tool_status: 'finished' },
      last_error: null,
      created_at: at(4).getTime() / 1000,
    });
  });

  it("does not show another user's discussion", async () => {
    const owner = await bed.newMember();
    const other = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, owner.id);
    const response = await bed.call(other.session, 'view_thread', { id }).expect(404);
    expect(response.body).toMatchObject({ result: false, error: 'Discussion introuvable' });
    expect((await bed.call(other.session, 'list_thread').expect(200)).body.list).toEqual({});
  });

  it('answers 400 without an id', async () => {
    const { session } = await bed.newMember();
    const response = await bed.call(session, 'view_thread').expect(400);
    expect(response.body.error).toMatch(/Identifiant de discussion manquant/);
  });
});
