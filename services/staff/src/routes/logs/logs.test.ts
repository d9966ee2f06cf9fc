import { createLogger } from '@canal/service-core';
import type { TestSession } from '@canal/service-core/testing';
import { getAs, loginAs, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;

beforeAll(async () => {
  t = await openEmptyTestApp();
  admin = await loginAs(t.ctx, 'admin');
  buadm = await loginAs(t.ctx, 'buadm');
});
afterAll(() => t.database.close());

describe('GET /api/_logs', () => {
  it('shows the lines the process wrote, latest first, filtered by level and text, a page at a time', async () => {
    const logger = createLogger('info', { service: 'essai-logs' });
    logger.info('Démarrage du test des journaux');
    logger.warn('Livraison SMTP en échec', { to: 'dr.durand@exemple.fr' });
    const all = (await getAs(t.app, admin, '/api/_logs?q=essai-logs').expect(200)).body.data;
    expect(all.lines.map((line: { message: string }) => line.message)).toEqual(['Livraison SMTP en échec', 'Démarrage du test des journaux']);
    const warnings = (await getAs(t.app, admin, '/api/_logs?level=warn&q=essai-logs').expect(200)).body.data;
    expect(warnings.lines).toEqual([expect.objectContaining({ level: 'warn', message: 'Livraison SMTP en échec', fields: expect.stringContaining('dr.durand@exemple.fr') })]);
    expect((await getAs(t.app, admin, '/api/_logs?q=dr.durand').expect(200)).body.data.total).toBe(1);
    expect(all.pageSize).toBe(50);
  });

  it('is for admins only and refuses a bad level or page in French', async () => {
    await getAs(t.app, buadm, '/api/_logs').expect(403);
    expect((await getAs(t.app, admin, '/api/_logs?level=fatal').expect(400)).body.log).toContain('Niveau inconnu');
    expect((await getAs(t.app, admin, '/api/_logs?page=0').expect(400)).body.log).toContain('Page invalide.');
  });
});
