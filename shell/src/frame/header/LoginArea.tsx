import { Badge, Button, DownOutlined, Dropdown, LinkButton, Space, UserOutlined, useSession, type MenuProps } from '@canal/kit';
import { useFollowLink } from '../menus/useFollowLink';
import { PROFILE_MENU } from '../menus/profileMenu';
import { visibleMenu } from '../menus/visibleMenu';

/** Visitors: sign-up and login buttons. Logged-in users: their e-mail and the 'MON COMPTE' menu. */
export function LoginArea() {
  const session = useSession();
  const follow = useFollowLink();
  if (!session.user) {
    return (
      <Space wrap>
        <LinkButton to="/login?action=register">Inscription</LinkButton>
        <LinkButton to="/login?action=login" type="primary">
          Connexion
        </LinkButton>
      </Space>
    );
  }
  const pending = session.pendingAccounts;
  const links = visibleMenu(PROFILE_MENU, session.principal);
  const items: MenuProps['items'] = [
    { type: 'group', key: 'title', label: 'MON COMPTE' },
    ...links.map((link) => ({
      key: link.key,
      label: (
        <Space>
          {link.label}
          {link.pendingBadge && pending > 0 && <Badge count={pending} color="red" />}
        </Space>
      ),
    })),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const link = links.find((candidate) => candidate.key === key);
    if (link) follow(link);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
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
