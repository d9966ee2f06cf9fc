import { loadConfig } from '@canal/service-core';
import { siteSettings } from './siteSettings';

describe('the site settings', () => {
  const config = loadConfig({ LOG_LEVEL: 'silent' });

  it('date the copyright with the current year in Paris', () => {
    expect(siteSettings(config, new Date('2026-06-01T12:00:00Z')).copyright).toBe('© 2026 Canal Pneumo. Tous droits réservés.');
    // 31 December, 23:30 UTC is already New Year's Day in Paris.
    expect(siteSettings(config, new Date('2026-12-31T23:30:00Z')).copyright).toBe('© 2027 Canal Pneumo. Tous droits réservés.');
  });
});
