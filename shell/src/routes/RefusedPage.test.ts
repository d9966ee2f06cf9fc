import { refusedTarget } from './RefusedPage';

describe('where a refused page sends', () => {
  it('sends a visitor to the login page, which brings them back to the page they asked for', () => {
    expect(refusedTarget(false, '/account')).toBe('/login?action=login&_pn=%2Faccount');
    expect(refusedTarget(false, '/files?x=1')).toBe('/login?action=login&_pn=%2Ffiles%3Fx%3D1');
  });

  it('sends a logged-in account without the right to the home page', () => {
    expect(refusedTarget(true, '/staff/news/list')).toBe('/');
  });
});
