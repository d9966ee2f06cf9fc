import { Link } from 'react-router';
import { Badge, Button, DownOutlined, Dropdown, Space, UserOutlined, useSession, type MenuProps } from '@canal/kit';
import { MenuEntryLink } from '../menus/MenuEntryLink';
import { PROFILE_MENU } from '../menus/profileMenu';
import { visibleMenu } from '../menus/visibleMenu';

/** Visitors: sign-up and login buttons. Logged-in users: their e-mail and the 'MON COMPTE' menu. */
export function LoginArea() {
  const session = useSession();
  if (!session.user) {
    return (
      <Space wrap>
        <Link to="/login?action=register">
          <Button>Inscription</Button>
        </Link>
        <Link to="/login?action=login">
          <Button type="primary">Connexion</Button>
        </Link>
      </Space>
    );
  }
  const pending = session.pendingAccounts;
  const items: MenuProps['items'] = [
    { type: 'group', key: 'title', label: 'MON COMPTE' },
    ...visibleMenu(PROFILE_MENU, session.principal).map((link) => ({
      key: link.key,
      label: (
        <MenuEntryLink link={link}>
          <Space>
            {link.label}
            {link.pendingBadge && pending > 0 && <Badge count={pending} color="red" />}
          </Space>
        </MenuEntryLink>
      ),
    })),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="MON COMPTE" data-testid="account-menu">
        <Space>
          <UserOutlined />
          <span className="cp-user-email">{session.user.email}</span>
          {pending > 0 && <Badge count={pending} color="red" title="Comptes en attente de validation" />}
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}
