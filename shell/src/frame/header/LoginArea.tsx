import { buttonClassName, CountBadge, DownOutlined, LinkButton, UserOutlined, useSession } from '@canal/kit/core';
import { useFollowLink } from '../menus/useFollowLink';
import { useSiteMenus } from '../menus/useSiteMenus';
import { withPendingTarget } from '../menus/pendingAccounts';
import { DropdownMenu, type DropdownEntry } from './DropdownMenu';

/** Visitors: sign-up and login buttons. Logged-in users: their e-mail and the 'MON COMPTE' menu. */
export function LoginArea() {
  const session = useSession();
  const profile = useSiteMenus().profile;
  const follow = useFollowLink();
  if (!session.user) {
    return (
      <div className="cp-login-area">
        <LinkButton to="/login?action=register">Inscription</LinkButton>
        <LinkButton to="/login?action=login" type="primary">
          Connexion
        </LinkButton>
      </div>
    );
  }
  const pending = session.pendingAccounts;
  const entries: DropdownEntry[] = [
    { kind: 'title', key: 'title', label: 'MON COMPTE' },
    ...profile.map((link): DropdownEntry => ({
      kind: 'item',
      key: link.key,
      label: (
        <>
          {link.label}
          {link.pendingBadge && pending > 0 && <CountBadge count={pending} alert />}
        </>
      ),
      onSelect: () => follow(withPendingTarget(link, pending)),
    })),
  ];
  return (
    <DropdownMenu
      align="end"
      label={
        <>
          <UserOutlined />
          <span className="cp-user-email">{session.user.email}</span>
          {pending > 0 && <CountBadge count={pending} alert title="Comptes en attente de validation" />}
          <DownOutlined />
        </>
      }
      entries={entries}
      triggerProps={{ 'aria-label': 'MON COMPTE', 'data-testid': 'account-menu', className: `${buttonClassName({ type: 'text' })} cp-account-button` }}
    />
  );
}
