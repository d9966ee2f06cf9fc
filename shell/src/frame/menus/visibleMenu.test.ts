import { MAIN_MENU_TWO } from './mainMenus';
import { PROFILE_MENU } from './profileMenu';
import { visibleMenu } from './visibleMenu';

describe('visibleMenu', () => {
  it('shows admin tools to an admin only', () => {
    const admin = visibleMenu(PROFILE_MENU, { role: 'admin', subRole: null }).map((link) => link.key);
    const member = visibleMenu(PROFILE_MENU, { role: 'member', subRole: null }).map((link) => link.key);
    expect(admin).toContain('mails');
    expect(member).not.toContain('mails');
    expect(member).toContain('logout');
  });

  it('drops a group whose pages are not built', () => {
    const keys = visibleMenu(MAIN_MENU_TWO, { role: 'member', subRole: null }).map((link) => link.key);
    expect(keys).toContain('home');
    expect(keys).not.toContain('mesPodcasts');
  });
});
