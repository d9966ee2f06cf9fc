import { runDueJobs } from '@canal/service-core';
import { openRunTestbed, type RunTestbed } from '../testing/chatTestbed';
import { chatRunJob } from '../runs/chatRunJob';

let testbed: RunTestbed;
beforeAll(async () => {
  testbed = await openRunTestbed();
});
afterAll(() => testbed.close());

/** A real-format NIR: its key computed here as INSEE defines it. */
const nir = (thirteen: string) => `${thirteen}${String(97n - (BigInt(thirteen) % 97n)).padStart(2, '0')}`;

describe('add_message and patient data', () => {
  it('masks what identifies a patient before storing the message and before the model reads it', async () => {
    const { bed, model } = testbed;
    const { session } = await bed.newMember();
    const thread = (await bed.call(session, 'create_thread').expect(200)).body.thread.id as string;
    const identifying = {
      name: 'Lucienne Vasseur',
      birth: '14/02/1947',
      nir: nir('2470259350123'),
      phone: '06 71 82 93 04',
      address: '27 rue des Tanneurs',
      record: '20230045871',
    };
    const message =
      `Mme ${identifying.name}, née le ${identifying.birth}, NIR ${identifying.nir}, IPP ${identifying.record}, ` +
      `vit au ${identifying.address}, joignable au ${identifying.phone} : quelle biothérapie pour son asthme sévère ?`;
    await bed.call(session, 'add_message', { thread, message, instructions: 'Ma patiente Mme Vasseur préfère des réponses courtes.' }).expect(200);
    await runDueJobs(bed.ctx, bed.database.pool, [chatRunJob]);

    const view = (await bed.call(session, 'view_thread', { id: thread }).expect(200)).body as {
      messages: { role: string; content: { text?: { value: string } }[] }[];
      last_run: { status: string; instructions: string };
    };
    expect(view.last_run.status).toBe('completed');
    expect(view.messages[0].content[0].text?.value).toBe(
      'Mme [NOM], née le [DATE DE NAISSANCE], NIR [NIR], IPP [N° DE DOSSIER], vit au [ADRESSE], joignable au [TÉLÉPHONE] : quelle biothérapie pour son asthme sévère ?',
    );
    expect(view.last_run.instructions).toBe('Ma patiente Mme [NOM] préfère des réponses courtes.');
    const list = (await bed.call(session, 'list_thread').expect(200)).body.list as Record<string, string>;
    expect(list[thread]).toMatch(/^Mme \[NOM\], née le \[DATE DE NAISSANCE\]/);

    // Every request the model received, whole: nothing identifying left the platform.
    expect(model.requests.length).toBeGreaterThanOrEqual(2);
    const sent = JSON.stringify(model.requests);
    expect(sent).toContain('[DATE DE NAISSANCE]');
    for (const value of [...Object.values(identifying), 'Vasseur', identifying.nir.slice(0, 13), '0671829304']) expect(sent).not.toContain(value);
  });
});
