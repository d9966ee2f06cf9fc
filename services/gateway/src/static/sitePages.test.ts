import { pagePattern } from './sitePages';

describe('a page route read as the shell’s router reads it', () => {
  it.each([
    ['/event/:id', '/event/12', true],
    ['/event/:id', '/EVENT/12/', true],
    ['/event/:id', '/event/', false],
    ['/event/:id', '/event/12/13', false],
    ['/replays/:id?', '/replays', true],
    ['/replays/:id?', '/replays/4', true],
    ['/docs/*', '/docs', true],
    ['/docs/*', '/docs/a/b', true],
    ['/docs/*', '/documents', false],
    ['/a.b', '/aXb', false],
  ])('%s at %s: %s', (route, pathname, matches) => {
    expect(pagePattern(route).test(pathname)).toBe(matches);
  });
});
