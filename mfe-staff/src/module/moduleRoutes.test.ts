import { moduleListRoute, moduleOfListPath, readModuleName } from './moduleRoutes';

describe('the modules’ page addresses, as their declarations give them', () => {
  it('maps a nested address to its module and back (the podcast modules), and the others to their name', () => {
    expect(moduleOfListPath('/staff/podcast/theme/list')).toBe('podcastTheme');
    expect(readModuleName('podcast', 'show')).toBe('podcastShow');
    expect(moduleListRoute('podcastShow')).toBe('/staff/podcast/show/list');
    expect(moduleOfListPath('/staff/news/list')).toBe('news');
    expect(moduleListRoute('news')).toBe('/staff/news/list');
  });

  it('refuses an address that names no module', () => {
    expect(readModuleName('podcast', 'autre')).toBeNull();
    expect(moduleOfListPath('/staff/../list')).toBeNull();
  });
});
