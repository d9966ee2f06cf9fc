import request from 'supertest';
import { openService, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp);
});
afterAll(() => t.database.close());

describe('GET /api/page/get/{key}', () => {
  it.each([
    ['legal', 'Mentions légales'],
    ['confidentiality', 'Politique de confidentialité'],
    ['cookies', 'Politique de cookies'],
  ])('serves the %s page in French', async (key, title) => {
    const response = await request(t.app).get(`/api/page/get/${key}`).expect(200);
    expect(response.body.page).toBe('complete');
    expect(response.body.data.title).toBe(title);
    expect(response.body.data.content.split('\n\n').length).toBeGreaterThan(5);
  });

  it('names the rgpd cookie, its 10 days, the session cookie and the security cookie', async () => {
    const response = await request(t.app).get('/api/page/get/cookies').expect(200);
    expect(response.body.data.content).toMatch(/«\srgpd\s»[^\n]*10 jours/);
    expect(response.body.data.content).toMatch(/cookie de session «\scp_sid\s»[^\n]*3 jours/);
    expect(response.body.data.content).toMatch(/cookie de sécurité «\scp_csrf\s»[^\n]*un an/);
  });

  it('answers an unknown page with a 404 in French', async () => {
    const response = await request(t.app).get('/api/page/get/secret').expect(404);
    expect(response.body).toMatchObject({ error: 'not_found', log: 'Erreur : contenu non trouvé' });
  });
});
