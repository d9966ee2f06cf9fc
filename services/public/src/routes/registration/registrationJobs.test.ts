import request from 'supertest';
import { eq } from 'drizzle-orm';
import { formFields, type FormDefinition } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { openEmptyTestApp, postAsNewBrowser, solvedCaptcha, type TestApp } from '../../testSupport';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  [one, two] = await Promise.all([openEmptyTestApp(), openEmptyTestApp({ SITE_MENU_VARIANT: 'two' })]);
});
afterAll(async () => {
  await one.database.close();
  await two.database.close();
});

async function jobChoices(t: TestApp, view: string) {
  const form = (await request(t.app).get(`/api/registration?view=${view}`).expect(200)).body.data as FormDefinition;
  return formFields(form.fields).find((field) => field.id === 'accountJob')?.options ?? [];
}

describe('the professions of the registration without a number', () => {
  it('offers the jobs of the first site variant (pharmacist, preparer, intern without RPPS, other…) and the student', async () => {
    const labels = (await jobChoices(one, 'norpps')).map((option) => option.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Médecin',
        'Pharmacien',
        'Infirmier(e)',
        'Interne',
        'Interne sans RPPS',
        'Préparateur en pharmacie',
        'Collaborateur du laboratoire',
        'Autre',
        'Étudiant(e)',
      ]),
    );
    expect(new Set(labels).size).toBe(labels.length);
    // With an RPPS number, the professions the directory verifies; with an ADELI number, the nurse.
    expect((await jobChoices(one, 'rpps')).map((option) => option.label)).toEqual(['Médecin', 'Pharmacien', 'Infirmier(e)']);
  });

  it('offers the second variant’s own (a doctor without RPPS, no preparer)', async () => {
    const options = await jobChoices(two, 'norpps');
    expect(options.find((option) => option.value === 'x2')?.label).toBe('Médecin sans RPPS');
    expect(options.map((option) => option.value)).not.toContain('x7');
  });

  it('registers a pharmacy preparer as such, pending for staff', async () => {
    const response = await postAsNewBrowser(one.app, '/api/registration?view=norpps', {
      fsubmit: 'registration_form',
      accountKind: 'norpps',
      accountJob: 'x7',
      accountFirstname: 'Hugo',
      accountLastname: 'Petit',
      accountEmail: 'hugo.petit@exemple.fr',
      accountCity: 'Nantes',
      accountPassword: 'Souffle2026',
      accountPasswordConf: 'Souffle2026',
      accountConsent: 'on',
      captcha: await solvedCaptcha(one),
    });
    expect(response.body.data).toMatchObject({ accountStatus: 'pending', accountJob: 'x7', showStudentMessage: false });
    const [account] = await one.ctx.db.select().from(schema.users).where(eq(schema.users.email, 'hugo.petit@exemple.fr'));
    expect(account).toMatchObject({ job: 'x7', status: 'pending', directoryVerdict: null });
  });
});
