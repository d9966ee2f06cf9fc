import { createLogger } from '@canal/service-core';
import { getAs, staffTestBed } from '../../testSupport';

const bed = staffTestBed(['admin', 'buadm']);

describe('GET /api/_logs', () => {
  it('shows the lines the process wrote, latest first, filtered by level and text, a page at a time', async () => {
    const logger = createLogger('info', { service: 'essai-logs' });
    logger.info('Démarrage du test des journaux');
    logger.warn('Livraison SMTP en échec', { to: 'dr.durand@exemple.fr' });
    const all = (await getAs(bed.t.app, bed.as.admin, '/api/_logs?q=essai-logs').expect(200)).body.data;
    expect(all.lines.map((line: { message: string }) => line.message)).toEqual(['Livraison SMTP en échec', 'Démarrage du test des journaux']);
    const warnings = (await getAs(bed.t.app, bed.as.admin, '/api/_logs?level=warn&q=essai-logs').expect(200)).body.data;
    expect(warnings.lines).toEqual([
      expect.objectContaining({ level: 'warn', message: 'Livraison SMTP en échec', fields: expect.stringContaining('dr.durand@exemple.fr') }),
    ]);
    expect((await getAs(bed.t.app, bed.as.admin, '/api/_logs?q=dr.durand').expect(200)).body.data.total).toBe(1);
    expect(all.pageSize).toBe(50);
  });

  it('is for admins only and refuses a bad level or page in French', async () => {
    await getAs(bed.t.app, bed.as.buadm, '/api/_logs').expect(403);
    expect((await getAs(bed.t.app, bed.as.admin, '/api/_logs?level=fatal').expect(400)).body.log).toContain('Niveau inconnu');
    expect((await getAs(bed.t.app, bed.as.admin, '/api/_logs?page=0').expect(400)).body.log).toContain('Page invalide.');
  });
});
