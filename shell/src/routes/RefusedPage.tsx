import { useEffect } from 'react';
import { Navigate, useLocation } from '@canal/kit/router';

/** Why a page was refused, said on arrival (the reader should know why they are elsewhere). */
export function refusalText(loggedIn: boolean): string {
  return loggedIn
    ? 'Votre compte n’a pas accès à cette page : vous avez été redirigé(e) vers l’accueil.'
    : 'Cette page est réservée aux utilisateurs connectés : connectez-vous pour l’ouvrir.';
}

/** Where a refused page sends: a visitor to the login, which comes back to the page once logged in; an account without the right home (spec 001 §6). */
export function refusedTarget(loggedIn: boolean, path: string): string {
  return loggedIn ? '/' : `/login?action=login&_pn=${encodeURIComponent(path)}`;
}

/**
 * A page this user may not open, with antd's message saying why. antd is fetched for it only then,
 * so the light home page of an ordinary visit stays without it; one key, so that a render twice
 * shows one message.
 */
export function RefusedPage({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  useEffect(() => {
    void import('@canal/kit').then((kit) => kit.message.warning({ key: 'refused-page', content: refusalText(loggedIn), duration: 8 }));
  }, [loggedIn]);
  return <Navigate to={refusedTarget(loggedIn, `${location.pathname}${location.search}`)} replace />;
}
