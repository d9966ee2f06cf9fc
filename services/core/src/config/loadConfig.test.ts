import { ConfigError, loadConfig } from './loadConfig';

const SECRET = 'b'.repeat(64);

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
    expect(() => loadConfig({ SERVICE_PORT: '8101', CLIENT_ADDRESS_SECRET: SECRET })).toThrow(/PUBLIC_URL: obligatoire en mode séparé/);
    const split = loadConfig({ SERVICE_PORT: '8101', CLIENT_ADDRESS_SECRET: SECRET, PUBLIC_URL: 'https://canal-pneumo.fr' });
    expect(split.PUBLIC_URL).toBe('https://canal-pneumo.fr');
  });

  it('refuses an address with a path, a query or another scheme', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://canal-pneumo.fr/?x=1' })).toThrow(/PUBLIC_URL/);
  });
});

describe('the chat model prices (CHAT_PRICE_INPUT_PER_MTOK, CHAT_PRICE_OUTPUT_PER_MTOK)', () => {
  it('read one price for every model, or a price per model with a default', () => {
    expect(loadConfig({}).CHAT_PRICE_INPUT_PER_MTOK).toEqual({ all: null, byModel: {} });
    expect(loadConfig({ CHAT_PRICE_INPUT_PER_MTOK: '0.15' }).CHAT_PRICE_INPUT_PER_MTOK).toEqual({ all: 0.15, byModel: {} });
    expect(loadConfig({ CHAT_PRICE_OUTPUT_PER_MTOK: 'gpt-4o-mini=0.6, gpt-4o=10, *=2' }).CHAT_PRICE_OUTPUT_PER_MTOK).toEqual({
      all: 2,
      byModel: { 'gpt-4o-mini': 0.6, 'gpt-4o': 10 },
    });
    expect(loadConfig({}).CHAT_PRICE_CURRENCY).toBe('USD');
  });

  it('stop with a French message naming the variable and the entry that does not read', () => {
    expect(() => loadConfig({ CHAT_PRICE_INPUT_PER_MTOK: '0,15' })).toThrow(
      /CHAT_PRICE_INPUT_PER_MTOK: doit être un prix par million de jetons \(ex\. 0\.15\).*écrivez la décimale avec un point \(0\.15\)/,
    );
    expect(() => loadConfig({ CHAT_PRICE_OUTPUT_PER_MTOK: 'gpt-4o=cher' })).toThrow(/CHAT_PRICE_OUTPUT_PER_MTOK: .*« gpt-4o=cher » ne se lit pas/);
    expect(() => loadConfig({ CHAT_PRICE_CURRENCY: 'euros' })).toThrow(/CHAT_PRICE_CURRENCY: doit être un code de devise/);
  });
});

describe('CLIENT_ADDRESS_SECRET: the gateway signs the client’s address for the services', () => {
  it('is drawn at start in all-in-one mode, where gateway and services share the process', () => {
    const first = loadConfig({}).CLIENT_ADDRESS_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).CLIENT_ADDRESS_SECRET).not.toBe(first);
  });

  it('is required by every process of the split mode, services and gateway, with a French message', () => {
    const split = { PUBLIC_URL: 'https://canal-pneumo.fr' };
    expect(() => loadConfig({ ...split, SERVICE_PORT: '8101' })).toThrow(/CLIENT_ADDRESS_SECRET: obligatoire en mode séparé/);
    expect(() => loadConfig(split, '/srv/app', { splitGateway: true })).toThrow(/CLIENT_ADDRESS_SECRET: obligatoire en mode séparé/);
    expect(loadConfig({ ...split, SERVICE_PORT: '8101', CLIENT_ADDRESS_SECRET: SECRET }).CLIENT_ADDRESS_SECRET).toBe(SECRET);
    expect(() => loadConfig({ CLIENT_ADDRESS_SECRET: 'court' })).toThrow(/CLIENT_ADDRESS_SECRET: au moins 32 caractères/);
  });
});
