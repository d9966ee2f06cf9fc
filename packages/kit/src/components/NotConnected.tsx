import { Button, Result, Space } from 'antd';
import { Link, useLocation } from 'react-router';

export interface NotConnectedProps {
  title?: string;
}

/** 'not_connected' on content pages: log in or subscribe, coming back here afterwards. */
export function NotConnected({ title = 'Merci de vous connecter pour accéder à ce contenu' }: NotConnectedProps) {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Result
      status="info"
      title={title}
      extra={
        <Space wrap>
          <Link to={`/login?action=login&_pn=${back}`}>
            <Button type="primary">Se connecter</Button>
          </Link>
          <Link to={`/login?action=register&_pn=${back}`}>
            <Button>Créer un compte</Button>
          </Link>
        </Space>
      }
    />
  );
}
