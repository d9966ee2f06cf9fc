import { ConfigError, loadConfig } from './loadConfig';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.PORT).toBe(8080);
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops with a French message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'huit' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: doit commencer par postgres/);
  });
});

describe('PUBLIC_URL: the only origin of e-mailed links', () => {
  it('defaults to http://localhost:{PORT} in all-in-one mode, without a trailing slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://canal-pneumo.fr/' }).PUBLIC_URL).toBe('https://canal-pneumo.fr');
  });

  it('is required in split mode (SERVICE_PORT set), with a French message', () => {
    expect(() => loadConfig({ SERVICE_PORT: '8101' })).toThrow(/PUBLIC_URL: obligatoire en mode séparé/);
    expect(loadConfig({ SERVICE_PORT: '8101', PUBLIC_URL: 'https://canal-pneumo.fr' }).PUBLIC_URL).toBe('https://canal-pneumo.fr');
  });

  it('refuses an address with a path, a query or another scheme', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://canal-pneumo.fr/?x=1' })).toThrow(/PUBLIC_URL/);
  });
});
