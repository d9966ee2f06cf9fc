import { and, desc, eq, isNull } from 'drizzle-orm';
import { formFetchResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { UserRow } from '@canal/service-core/testing';
import { getAs, makeAccount, postAs, staffTestBed, userByEmail } from '../../testSupport';

/**
 * A change of e-mail from the back office (admin or buadm): the account keeps logging in with, and
 * receiving password links at, its confirmed address until the new one confirms from its link
 * (the confirmation itself: services/public/src/routes/auth/emailConfirm.test.ts).
 */
const bed = staffTestBed(['admin', 'buadm']);

const makeDoctor = () => makeAccount(bed.t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', job: 'md' });

const formOf = (row: UserRow, email: string) => ({
  fsubmit: 'account_form',
  accountEmail: email,
  accountFirstname: row.firstname,
  accountLastname: row.lastname,
  accountJob: row.job ?? 'md',
  accountRole: row.role,
});

const mailsTo = (to: string) => bed.t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)).orderBy(schema.mailOutbox.id);
const openChanges = (userId: number) =>
  bed.t.ctx.db
    .select()
    .from(schema.emailChanges)
    .where(and(eq(schema.emailChanges.userId, userId), isNull(schema.emailChanges.confirmedAt), isNull(schema.emailChanges.cancelledAt)));

describe('a new e-mail set in the back office', () => {
  it('is only asked for: the old address is told what, when and whom to contact, the new one gets a single-use link', async () => {
    const doctor = await makeDoctor();
    const response = await postAs(bed.t.app, bed.as.buadm, `/api/account/edit/${doctor.id}`, formOf(doctor, 'claire.martin@chu-lyon.fr')).expect(200);
    expect(response.body.form).toBe('saved');
    expect(response.body.log).toBe(
      `Un lien de confirmation a été envoyé à claire.martin@chu-lyon.fr : l’adresse ${doctor.email} reste celle du compte jusqu’à sa confirmation.`,
    );
    expect((await userByEmail(bed.t.ctx, doctor.email)).id).toBe(doctor.id);

    const [notice] = await mailsTo(doctor.email);
    expect(notice).toMatchObject({ subject: 'Canal Pneumo : votre adresse e-mail a été modifiée' });
    expect(notice.text.split('\n')).toEqual([
      'Bonjour Claire,',
      '',
      'Votre adresse a été modifiée. Le 20 novembre 2026 à 11h00 (heure de Paris), ' +
        `l’équipe Canal Pneumo a demandé à remplacer l’adresse e-mail de votre compte, ${doctor.email}, par claire.martin@chu-lyon.fr.`,
      '',
      'La nouvelle adresse ne servira qu’une fois confirmée depuis le lien que nous venons de lui envoyer (valable 48 heures). ' +
        `D’ici là, vous vous connectez toujours avec ${doctor.email}, et c’est à elle que sont envoyés les liens de mot de passe.`,
      '',
      `Si vous n’êtes pas à l’origine de ce changement, écrivez-nous sans attendre depuis la page Contact : ${bed.t.ctx.config.PUBLIC_URL}/contact`,
      '',
      'L’équipe Canal Pneumo',
    ]);
    const [confirmation] = await mailsTo('claire.martin@chu-lyon.fr');
    expect(confirmation.subject).toBe('Canal Pneumo : confirmez votre nouvelle adresse e-mail');
    const key = new RegExp(`^${bed.t.ctx.config.PUBLIC_URL}/account/email\\?k=([\\w-]+)$`, 'm').exec(confirmation.text)?.[1];
    expect(key).toHaveLength(43);
    // Only the key's hash is kept, with its 48 hours.
    const [change] = await openChanges(doctor.id);
    expect(change).toMatchObject({ oldEmail: doctor.email, newEmail: 'claire.martin@chu-lyon.fr' });
    expect(change.keyHash).not.toContain(key);
    expect(change.expiresAt.getTime() - bed.t.seededAt.getTime()).toBe(48 * 3600_000);

    // The history says who asked for what.
    const { auditLog } = schema;
    const [history] = await bed.t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.itemId, String(doctor.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(history.changes).toEqual({ accountEmail: { label: 'Email', old: doctor.email, new: 'claire.martin@chu-lyon.fr (en attente de confirmation)' } });
  });

  it('shows the address waiting under the e-mail field, the confirmed one in it', async () => {
    const doctor = await makeDoctor();
    await postAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`, formOf(doctor, 'claire@cabinet.fr')).expect(200);
    const { data } = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`).expect(200)).body);
    expect(data.values.accountEmail).toBe(doctor.email);
    const field = data.fields[0].items.find((item) => item.id === 'accountEmail');
    expect(field?.helperText).toMatch(/^En attente de confirmation : claire@cabinet\.fr \(lien valable jusqu’au 22 novembre 2026 à 11h00\)/);
  });

  it('sends the password link to the confirmed address, never to the one waiting', async () => {
    const doctor = await makeDoctor();
    await postAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`, formOf(doctor, 'attente@exemple.fr')).expect(200);
    const response = await postAs(bed.t.app, bed.as.admin, '/api/account/passwordLink', { account: String(doctor.id) }).expect(200);
    expect(response.body.log).toBe(`Un lien de changement de mot de passe a été envoyé à ${doctor.email}.`);
    expect((await mailsTo(doctor.email)).map((mail) => mail.subject)).toEqual([
      'Canal Pneumo : votre adresse e-mail a été modifiée',
      'Canal Pneumo : changement de votre mot de passe',
    ]);
    expect((await mailsTo('attente@exemple.fr')).map((mail) => mail.subject)).toEqual(['Canal Pneumo : confirmez votre nouvelle adresse e-mail']);
  });

  it('replaces an older change waiting: one open change per account', async () => {
    const doctor = await makeDoctor();
    await postAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`, formOf(doctor, 'premiere@exemple.fr')).expect(200);
    await postAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`, formOf(doctor, 'seconde@exemple.fr')).expect(200);
    expect((await openChanges(doctor.id)).map((change) => change.newEmail)).toEqual(['seconde@exemple.fr']);
  });

  it('changes nothing when the address is the same (whatever its case), and still refuses one another account holds', async () => {
    const doctor = await makeDoctor();
    const other = await makeDoctor();
    await postAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`, formOf(doctor, doctor.email.toUpperCase())).expect(200);
    expect(await openChanges(doctor.id)).toEqual([]);
    expect(await mailsTo(doctor.email)).toEqual([]);
    const taken = await postAs(bed.t.app, bed.as.admin, `/api/account/edit/${doctor.id}`, formOf(doctor, other.email)).expect(400);
    expect(taken.body.data.errors).toEqual({ accountEmail: 'Cette adresse e-mail est déjà utilisée par un autre compte.' });
    expect(await openChanges(doctor.id)).toEqual([]);
  });

  it('keeps today’s creation: an account created by an admin gets its password link at the given address', async () => {
    const response = await postAs(bed.t.app, bed.as.admin, '/api/account/edit', {
      fsubmit: 'account_form',
      accountEmail: 'creee.directement@exemple.fr',
      accountFirstname: 'Léa',
      accountLastname: 'Roussel',
      accountJob: 'md',
      accountRole: 'member',
    }).expect(200);
    expect((await userByEmail(bed.t.ctx, 'creee.directement@exemple.fr')).id).toBe(response.body.data.id);
    expect((await mailsTo('creee.directement@exemple.fr')).map((mail) => mail.subject)).toEqual(['Canal Pneumo : votre compte est prêt']);
  });
});
