import { PENDING_ACCOUNTS_PATH, withPendingTarget } from './pendingAccounts';
import { PROFILE_MENU_ONE, PROFILE_MENU_TWO } from './profileMenu';

describe('the pending-accounts badge', () => {
  it('opens the accounts list filtered on pending accounts while some wait, the whole list otherwise', () => {
    for (const menu of [PROFILE_MENU_ONE, PROFILE_MENU_TWO]) {
      const accounts = menu.find((link) => link.key === 'accounts');
      if (!accounts) throw new Error('no accounts entry');
      expect(withPendingTarget(accounts, 3).to).toBe(PENDING_ACCOUNTS_PATH);
      expect(withPendingTarget(accounts, 0).to).toBe('/staff/account/list');
      const own = menu.find((link) => link.key === 'account');
      if (!own) throw new Error('no account entry');
      expect(withPendingTarget(own, 3).to).toBe('/account');
    }
    expect(PENDING_ACCOUNTS_PATH).toBe('/staff/account/list?f_status=pending');
  });
});
