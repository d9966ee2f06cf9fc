import request from 'supertest';
import { openChatTestbed, sessionFor, type ChatTestbed } from '../../testing/chatTestbed';

describe('POST /api/gpt/api.php', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  it('round trip: create, list, view, delete', async () => {
    const { session } = await bed.newMember();
    const id: string = (await bed.call(session, 'create_thread').expect(200)).body.thread.id;
    expect((await bed.call(session, 'list_thread').expect(200)).body).toEqual({ result: true, list: { [id]: id }, configured: false });
    expect((await bed.call(session, 'view_thread', { id }).expect(200)).body).toEqual({ result: true, messages: [], last_run: null });
    expect((await bed.call(session, 'delete_thread', { id }).expect(200)).body).toEqual({ result: true });
    expect((await bed.call(session, 'list_thread').expect(200)).body).toEqual({ result: true, list: {}, configured: false });
  });

  it('sends visitors to the login (401)', async () => {
    const visitor = await sessionFor(bed.ctx, null);
    const response = await bed.call(visitor, 'list_thread').expect(401);
    expect(response.body).toMatchObject({ result: false, error: 'not_connected' });
  });

  it('refuses a call without the CSRF token (403)', async () => {
    const { session } = await bed.newMember();
    const response = await request(bed.app).post('/api/gpt/api.php?action=create_thread').set('Cookie', session.cookie).type('form').send({}).expect(403);
    expect(response.body.result).toBe(false);
  });

  it('accepts the CSRF token as a body field', async () => {
    const { session } = await bed.newMember();
    await request(bed.app).post('/api/gpt/api.php?action=list_thread').set('Cookie', session.cookie).type('form').send({ csrf: session.csrf }).expect(200);
  });

  it('names an unknown action (400)', async () => {
    const { session } = await bed.newMember();
    const response = await bed.call(session, 'summon_thread').expect(400);
    expect(response.body).toMatchObject({ result: false, error: 'Action inconnue : summon_thread', log: 'Action inconnue : summon_thread' });
  });

  it('asks for the action when it is missing (400)', async () => {
    const { session } = await bed.newMember();
    const response = await request(bed.app).post('/api/gpt/api.php').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).expect(400);
    expect(response.body).toMatchObject({ result: false, error: expect.stringMatching(/^Action manquante/) });
  });

  it('accepts a forwarded user in the query', async () => {
    const { session } = await bed.newMember();
    await request(bed.app).post('/api/gpt/api.php?action=list_thread&user=abc').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).expect(200);
  });
});
