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
