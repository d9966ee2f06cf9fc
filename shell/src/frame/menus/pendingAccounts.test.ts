import { sourceSiteRoutes } from '../../routes/testing/sourceSiteRoutes';
import { menusFor } from './siteMenus';
import { withPendingTarget } from './pendingAccounts';

describe('the pending-accounts badge', () => {
  it('opens the accounts list filtered on pending accounts while some wait, the whole list otherwise', async () => {
    const routes = await sourceSiteRoutes();
    for (const variant of ['one', 'two'] as const) {
      const menu = menusFor(variant, { role: 'admin', subRole: null }, false, routes).profile;
      const accounts = menu.find((link) => link.key === 'accounts');
      if (!accounts) throw new Error('no accounts entry');
      expect(withPendingTarget(accounts, 3).to).toBe('/staff/account/list?f_status=pending');
      expect(withPendingTarget(accounts, 0).to).toBe('/staff/account/list');
      const own = menusFor(variant, { role: 'member', subRole: null }, false, routes).profile.find((link) => link.key === 'account');
      if (!own) throw new Error('no account entry');
      expect(withPendingTarget(own, 3).to).toBe('/account');
    }
  });
});
