import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeChatThread } from '@canal/service-core/testing';
import { openChatTestbed, type ChatTestbed } from '../testing/chatTestbed';
import { titleFrom } from './addMessage';

describe('a discussion’s name', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed();
  });
  afterAll(() => bed.close());

  it('is its first question on one line, cut at 60 characters', () => {
    expect(titleFrom('  Quelle place pour\nles biothérapies ?  ')).toBe('Quelle place pour les biothérapies ?');
    const long = 'Quelle est la place des biothérapies anti-IL5 dans l’asthme sévère éosinophilique de l’adulte ?';
    expect(titleFrom(long)).toBe('Quelle est la place des biothérapies anti-IL5 dans l’asthme…');
    expect(titleFrom(long)).toHaveLength(60);
  });

  it('is renamed by its owner, trimmed', async () => {
    const member = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, member.id, { name: 'Ancienne question' });
    expect((await bed.call(member.session, 'rename_thread', { id, name: '  Asthme sévère : biothérapies  ' }).expect(200)).body).toEqual({ result: true });
    expect((await bed.call(member.session, 'list_thread').expect(200)).body.list).toEqual({ [id]: 'Asthme sévère : biothérapies' });
    await bed.call(member.session, 'rename_thread', { id, name: 'Mme Vasseur, DDN 14/02/1947' }).expect(200);
    expect((await bed.call(member.session, 'list_thread').expect(200)).body.list).toEqual({ [id]: 'Mme [NOM], DDN [DATE DE NAISSANCE]' });
  });

  it('refuses an empty or too long name, and another member’s discussion, changing nothing', async () => {
    const owner = await bed.newMember();
    const stranger = await bed.newMember();
    const { id } = await makeChatThread(bed.ctx, owner.id, { name: 'BPCO' });
    expect((await bed.call(owner.session, 'rename_thread', { id, name: '   ' }).expect(400)).body.error).toContain('Donnez un nom à la discussion.');
    expect((await bed.call(owner.session, 'rename_thread', { id, name: 'x'.repeat(101) }).expect(400)).body.error).toContain(
      'Le nom dépasse 100 caractères : raccourcissez-le.',
    );
    expect((await bed.call(stranger.session, 'rename_thread', { id, name: 'À moi' }).expect(404)).body).toMatchObject({
      result: false,
      error: 'Discussion introuvable',
    });
    const [row] = await bed.ctx.db.select().from(schema.chatThreads).where(eq(schema.chatThreads.id, id));
    expect(row.name).toBe('BPCO');
  });
});
