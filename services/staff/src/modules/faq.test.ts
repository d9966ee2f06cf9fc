import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { getAs, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm']);

describe('FAQ, a module declared once (defineRecordModule)', () => {
  it('creates, lists by position, edits and deletes questions, mapping each field to its column', async () => {
    const form = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/faq/edit').expect(200)).body);
    expect(form.data.values.faqPosition).toBe('1');
    expect(form.data.fields[0]?.items.map((field) => field.id)).toEqual(['faqPosition', 'faqQuestion', 'faqSubQuestion', 'markupHelp', 'faqAnswer']);
    const second = await postAs(bed.t.app, bed.as.admin, '/api/faq/edit', {
      fsubmit: 'faq_form',
      faqPosition: '2',
      faqQuestion: 'Comment me désinscrire ?',
      faqSubQuestion: '',
      faqAnswer: 'Depuis la page de la session.',
    }).expect(200);
    await postAs(bed.t.app, bed.as.admin, '/api/faq/edit', {
      fsubmit: 'faq_form',
      faqPosition: '1',
      faqQuestion: 'Comment m’inscrire ?',
      faqSubQuestion: 'Médecins',
      faqAnswer: 'Avec votre RPPS.',
    }).expect(200);
    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/faq/list').expect(200)).body);
    expect(list.data.rows.map((row) => row.faqQuestion)).toEqual(['Comment m’inscrire ?', 'Comment me désinscrire ?']);
    expect(list.data.rows[0]?.faqPosition).toBe(1);

    const id = second.body.data.id as number;
    await postAs(bed.t.app, bed.as.admin, `/api/faq/edit/${id}`, {
      fsubmit: 'faq_form',
      faqPosition: '3',
      faqQuestion: 'Comment me désinscrire ?',
      faqSubQuestion: 'Depuis mon compte',
      faqAnswer: 'Depuis « Mes événements ».',
    }).expect(200);
    const [row] = await bed.t.ctx.db.select().from(schema.faqItems).where(eq(schema.faqItems.id, id));
    expect(row).toMatchObject({ position: 3, subQuestion: 'Depuis mon compte', answer: 'Depuis « Mes événements ».' });
    expect(formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `/api/faq/edit/${id}`).expect(200)).body).data.values).toMatchObject({
      faqPosition: '3',
      faqSubQuestion: 'Depuis mon compte',
    });

    await postAs(bed.t.app, bed.as.admin, '/api/faq/delete', { id: String(id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.faqItems).where(eq(schema.faqItems.id, id))).toEqual([]);
  });

  it('refuses missing fields in French, unknown fields, and every other role', async () => {
    const incomplete = await postAs(bed.t.app, bed.as.admin, '/api/faq/edit', {
      fsubmit: 'faq_form',
      faqPosition: '',
      faqQuestion: '',
      faqSubQuestion: '',
      faqAnswer: '',
    }).expect(400);
    expect(incomplete.body.data.errors.faqQuestion).toBe('Le champ « Question » est requis');
    await postAs(bed.t.app, bed.as.admin, '/api/faq/edit', { fsubmit: 'faq_form', faqPosition: '1', faqQuestion: 'Q', faqAnswer: 'R', intrus: 'x' }).expect(
      400,
    );
    await getAs(bed.t.app, bed.as.buadm, '/api/faq/list').expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/faq/edit', {
      fsubmit: 'faq_form',
      faqPosition: '1',
      faqQuestion: 'Intrus',
      faqSubQuestion: '',
      faqAnswer: 'x',
    }).expect(403);
    expect(await bed.t.ctx.db.select().from(schema.faqItems).where(eq(schema.faqItems.question, 'Intrus'))).toEqual([]);
  });
});
