import { eq, sql } from 'drizzle-orm';
import { runDueJobs, schema } from '@canal/service-core';
import { openRunTestbed, type ChatTestbed, type RunTestbed } from '../testing/chatTestbed';
import type { FakeModel } from '../testing/fakeModelServer';
import { chatRunJob } from '../runs/chatRunJob';

let testbed: RunTestbed;
let bed: ChatTestbed;
let model: FakeModel;
beforeAll(async () => {
  testbed = await openRunTestbed();
  ({ bed, model } = testbed);
  await bed.ctx.db.insert(schema.pvProducts).values({ name: 'Trimbow' });
});
afterAll(() => testbed.close());

const messagesOf = (threadId: string) => bed.ctx.db.select().from(schema.chatMessages).where(eq(schema.chatMessages.threadId, threadId));
const casesOf = (userId: number) => bed.ctx.db.select().from(schema.pvCases).where(eq(schema.pvCases.userId, userId));

async function send(message: string) {
  const member = await bed.newMember();
  const thread = (await bed.call(member.session, 'create_thread').expect(200)).body.thread.id as string;
  const response = await bed.call(member.session, 'add_message', { thread, message });
  return { member, thread, response };
}

describe('a chat message that mentions an adverse event', () => {
  it('opens its case with the message, before the model receives anything', async () => {
    const asked = model.requests.length;
    const { member, thread, response } = await send('Ma patiente sous Trimbow a des nausées et des vertiges : que dit la littérature ?');
    expect(response.status).toBe(200);
    const [stored] = await messagesOf(thread);
    const [user] = await bed.ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, member.id));
    expect(await casesOf(member.id)).toEqual([
      expect.objectContaining({ source: 'chat', sourceId: stored?.id, drug: 'Trimbow', harm: 'nausée', email: user?.email, status: 'open' }),
    ]);
    // The case is committed and the model has not been asked: the run waits for its job.
    expect(model.requests.length).toBe(asked);
    await runDueJobs(bed.ctx, bed.database.pool, [chatRunJob]);
    expect(model.requests.length).toBeGreaterThan(asked);
  });

  it('opens none for a question without one', async () => {
    const { member, response } = await send('Quelle place pour le Trimbow dans la BPCO ?');
    expect(response.status).toBe(200);
    expect(await casesOf(member.id)).toEqual([]);
  });

  it('keeps neither the message, the run nor the case when the case cannot be written', async () => {
    await bed.ctx.db.execute(sql`create function pv_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await bed.ctx.db.execute(sql`create trigger pv_refuse before insert on pv_cases for each row execute function pv_refuse()`);
    try {
      const { member, thread, response } = await send('Toux et palpitations sous TRIMBOW');
      expect(response.status).toBe(500);
      expect(await messagesOf(thread)).toEqual([]);
      expect(await bed.ctx.db.select().from(schema.chatRuns).where(eq(schema.chatRuns.threadId, thread))).toEqual([]);
      expect(await casesOf(member.id)).toEqual([]);
    } finally {
      await bed.ctx.db.execute(sql`drop trigger pv_refuse on pv_cases`);
      await bed.ctx.db.execute(sql`drop function pv_refuse()`);
    }
  });
});
