import { Result, Space } from 'antd';
import { useLocation } from '../router';
import { LinkButton } from './LinkButton';

export interface LoginOrRegisterProps {
  /** Where 'Se connecter' leads: the login page, or /loginSimple where the spec says so (documents). */
  loginPath?: string;
  /** Where 'Créer un compte' leads: the login page's registration side, or /registration where the spec says so (leaflets). */
  registerPath?: string;
}

const withReturn = (path: string, back: string) => `${path}${path.includes('?') ? '&' : '?'}_pn=${back}`;

/** 'Se connecter' and 'Créer un compte', each coming back to this page afterwards (_pn). */
export function LoginOrRegister({ loginPath = '/login?action=login', registerPath = '/login?action=register' }: LoginOrRegisterProps) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Space wrap>
      <LinkButton to={withReturn(loginPath, back)} type="primary">
        Se connecter
      </LinkButton>
      <LinkButton to={withReturn(registerPath, back)}>Créer un compte</LinkButton>
    </Space>
  );
}

export interface NotConnectedProps extends LoginOrRegisterProps {
  title?: string;
}

/** 'not_connected' on content pages: log in or subscribe, coming back here afterwards. */
export function NotConnected({ title = 'Merci de vous connecter pour accéder à ce contenu', loginPath, registerPath }: NotConnectedProps) {
  return <Result status="info" title={title} extra={<LoginOrRegister loginPath={loginPath} registerPath={registerPath} />} />;
}
