import { privacyApi } from '@canal/contracts';
import { binaryBody, csvRows, makeLiveMessage, makeMemberFootprint, makeStage, type TestSession, type UserRow } from '@canal/service-core/testing';
import { getAs, login, makeAccount, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
let alice: UserRow;
let bruno: UserRow;
let aliceSession: TestSession;

beforeAll(async () => {
  t = await openEmptyTestApp();
  const stage = await makeStage(t.ctx);
  alice = await makeAccount(t.ctx, 'member', { firstname: 'Alice', lastname: 'Arnaud', city: 'Lyon', cell: '06 12 34 56 78', jobPrecision: '10101010105' });
  bruno = await makeAccount(t.ctx, 'member', { firstname: 'Bruno', lastname: 'Berthier', city: 'Brest' });
  // Both on the same session and podcast: only Alice's rows may come out of Alice's export.
  await makeMemberFootprint(t.ctx, alice.id, stage, 'Alice-A');
  await makeMemberFootprint(t.ctx, bruno.id, stage, 'Bruno-B');
  await makeLiveMessage(t.ctx, stage.event.id, alice.id, { content: '=1+2' });
  aliceSession = await login(t.ctx, alice.email);
});
afterAll(() => t.database.close());

const download = (session: TestSession, query: string) => getAs(t.app, session, `/api/account/myData${query}`).buffer(true).parse(binaryBody);

describe('GET /api/account/myData: « Télécharger mes données »', () => {
  it('gives the member a JSON file of every kind of their data, and nothing of another member', async () => {
    const response = await download(aliceSession, '?format=json').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mes-donnees-canal-pneumo.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = (response.body as Buffer).toString('utf8');
    const data = privacyApi.myDataSchema.parse(JSON.parse(text));

    expect(data.account).toMatchObject({
      id: alice.id,
      email: alice.email,
      firstname: 'Alice',
      lastname: 'Arnaud',
      city: 'Lyon',
      cell: '06 12 34 56 78',
      jobPrecision: '10101010105',
    });
    expect(data.consents.map((consent) => consent.optin)).toEqual(['accountOptin1', 'accountOptin2', 'accountOptin3']);
    expect(data.consentChanges).toEqual([expect.objectContaining({ optin: 'accountOptin2', given: true, changedAt: t.seededAt.toISOString() })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ sessionTitle: expect.stringMatching(/^Asthme sévère/), attendedAt: null })]);
    expect(data.attendance).toEqual([expect.objectContaining({ minutes: 50, hasAttended: true })]);
    expect(data.roomConnections).toHaveLength(1);
    expect(data.questions.map((question) => question.question)).toEqual(['Question de Alice-A', '=1+2']);
    expect(data.quizAnswers.map((answer) => [answer.kind, answer.question, answer.answers])).toEqual([
      ['Quiz', 'Quel biomarqueur ?', 'Éosinophiles'],
      ['Sondage', 'Votre pratique ?', 'Hôpital'],
    ]);
    expect(data.feedbackAnswers.map((answer) => [answer.question, answer.answer])).toEqual([
      ['Qualité des intervenants', '5'],
      ['Vos suggestions', 'Suggestion de Alice-A'],
    ]);
    expect(data.chatDiscussions.map((discussion) => discussion.name)).toEqual(['Discussion de Alice-A']);
    expect(data.chatMessages.map((message) => [message.author, message.text])).toEqual([
      ['Vous', 'Demande de Alice-A'],
      ['GPTPubMed', 'Réponse pour Alice-A'],
    ]);
    expect(data.mediaProgress).toEqual([expect.objectContaining({ kind: 'Podcast', title: expect.stringMatching(/^Podcast BPCO/), positionSeconds: 125 })]);
    expect(data.mediaRatings).toEqual([expect.objectContaining({ rating: 4 })]);
    expect(data.mediaShares).toEqual([expect.objectContaining({ recipients: 'collegue.de.Alice-A@exemple.fr' })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Message de Alice-A' })]);

    for (const other of ['Bruno', 'Berthier', 'Brest', bruno.email]) expect([other, text.includes(other)]).toEqual([other, false]);
  });

  it('gives the same data as a CSV a French spreadsheet opens: BOM, « ; », one line per field, formulas neutralised', async () => {
    const response = await download(aliceSession, '?format=csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mes-donnees-canal-pneumo.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = (response.body as Buffer).toString('utf8');
    const [header, ...rows] = csvRows(text);
    expect(header).toEqual(['Rubrique', 'N°', 'Champ', 'Valeur']);
    expect(text.startsWith('\uFEFFRubrique;N°;Champ;Valeur\r\n')).toBe(true);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Export', '1', 'Date de l’export', '20/11/2026 11:00'],
        ['Compte', '1', 'Adresse e-mail', alice.email],
        ['Compte', '1', 'Nom', 'Arnaud'],
        ['Compte', '1', 'Statut', 'Actif'],
        ['Historique des consentements', '1', 'Donné', 'oui'],
        ['Historique des consentements', '1', 'Date du choix', '20/11/2026 11:00'],
        ['Questions posées', '1', 'Question', 'Question de Alice-A'],
        // A cell a spreadsheet would compute is written as text.
        ['Questions posées', '2', 'Question', "'=1+2"],
        ['Réponses aux quiz et sondages', '2', 'Réponses choisies', 'Hôpital'],
        ['Messages GPTPubMed', '2', 'Texte', 'Réponse pour Alice-A'],
        ['Lectures (podcasts et épisodes)', '1', 'Position (secondes)', '125'],
        ['Messages envoyés au support', '1', 'Message', 'Message de Alice-A'],
      ]),
    );
    expect(new Set(rows.map((row) => row[0])).size).toBe(16);
    expect(text).not.toMatch(/Bruno|Berthier|Brest/);
  });

  it('is the caller’s own data only: no id is taken, a bad format is refused in French, a visitor is asked to log in', async () => {
    const named = await getAs(t.app, aliceSession, `/api/account/myData?format=json&id=${bruno.id}`).expect(400);
    expect(named.body.log).toMatch(/^Requête invalide/);
    const badFormat = await getAs(t.app, aliceSession, '/api/account/myData?format=xlsx').expect(400);
    expect(badFormat.body.log).toMatch(/Format de téléchargement invalide : json ou csv\./);
    const brunoOwn = await download(await login(t.ctx, bruno.email), '?format=json').expect(200);
    expect(privacyApi.myDataSchema.parse(JSON.parse((brunoOwn.body as Buffer).toString('utf8'))).account.id).toBe(bruno.id);
    await getAs(t.app, await login(t.ctx, null), '/api/account/myData?format=json').expect(401);
  });
});
