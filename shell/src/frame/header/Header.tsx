import { Link } from '@canal/kit/router';
import { useMinWidth } from '@canal/kit/core';
import { LoginArea } from './LoginArea';
import { MainMenu } from './MainMenu';

/** Logo (to /), main menu and login area; the logo is 28 px high on phones, 40 px above. */
export function Header() {
  const logoSize = useMinWidth(576) ? 40 : 28;
  return (
    <header className="cp-header">
      <Link to="/" className="cp-logo" aria-label="Canal Pneumo, accueil">
        <img src="/logo-mark.svg" alt="" width={logoSize} height={logoSize} />
        <span className="cp-logo-text">Canal Pneumo</span>
      </Link>
      <MainMenu />
      <LoginArea />
    </header>
  );
}
