import { Button, Result, Space } from 'antd';
import { Link, useLocation } from '../router';

export interface LoginOrRegisterProps {
  /** Where 'Se connecter' leads: the login page, or /loginSimple where the spec says so (documents). */
  loginPath?: string;
}

/** 'Se connecter' and 'Créer un compte', each coming back to this page afterwards (_pn). */
export function LoginOrRegister({ loginPath = '/login?action=login' }: LoginOrRegisterProps) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  const join = loginPath.includes('?') ? '&' : '?';
  return (
    <Space wrap>
      <Link to={`${loginPath}${join}_pn=${back}`}>
        <Button type="primary">Se connecter</Button>
      </Link>
      <Link to={`/login?action=register&_pn=${back}`}>
        <Button>Créer un compte</Button>
      </Link>
    </Space>
  );
}

export interface NotConnectedProps extends LoginOrRegisterProps {
  title?: string;
}

/** 'not_connected' on content pages: log in or subscribe, coming back here afterwards. */
export function NotConnected({ title = 'Merci de vous connecter pour accéder à ce contenu', loginPath }: NotConnectedProps) {
  return <Result status="info" title={title} extra={<LoginOrRegister loginPath={loginPath} />} />;
}
