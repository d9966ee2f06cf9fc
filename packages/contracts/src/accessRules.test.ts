import { isAllowed } from './accessRules';

describe('isAllowed', () => {
  it('lets a buadm staff user reach the accounts but not a mod staff user', () => {
    expect(isAllowed('accounts', { role: 'staff', subRole: 'buadm' })).toBe(true);
    expect(isAllowed('accounts', { role: 'staff', subRole: 'mod' })).toBe(false);
  });

  it('grants a sub-role only to staff', () => {
    expect(isAllowed('accounts', { role: 'member', subRole: 'buadm' })).toBe(false);
  });

  it('refuses replays to a speaker and to a visitor', () => {
    expect(isAllowed('replays', { role: 'speaker', subRole: null })).toBe(false);
    expect(isAllowed('replays', { role: 'visitor', subRole: null })).toBe(false);
    expect(isAllowed('replays', { role: 'member', subRole: null })).toBe(true);
  });
});
