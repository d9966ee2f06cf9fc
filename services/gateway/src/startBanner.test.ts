import { loadConfig } from '@canal/service-core';
import { startBanner } from './startBanner';

describe('the start banner of npm start', () => {
  it('names the public address when PUBLIC_URL is set, not localhost', () => {
    const banner = startBanner(loadConfig({ PUBLIC_URL: 'https://pneumo.exemple.fr/', PORT: '8080' }, '/srv/canal'));
    expect(banner).toContain('Canal Pneumo est prêt : https://pneumo.exemple.fr\n');
    expect(banner).not.toContain('localhost');
  });

  it('names http://localhost and the port otherwise', () => {
    expect(startBanner(loadConfig({ PORT: '8175' }, '/srv/canal'))).toContain('Canal Pneumo est prêt : http://localhost:8175\n');
  });

  it('lists the demonstration accounts only when the demonstration data is seeded', () => {
    expect(startBanner(loadConfig({}, '/srv/canal'))).toContain('dr.martin@exemple.fr');
    expect(startBanner(loadConfig({ DEMO_SEED: 'false' }, '/srv/canal'))).not.toContain('Comptes de démonstration');
  });
});
