import { useEffect } from 'react';
import { Navigate } from '@canal/kit/router';

/** Why a page was refused, said on arrival on the home page (spec 001 §6 sends there; the reader should know why). */
export function refusalText(loggedIn: boolean): string {
  return loggedIn
    ? 'Votre compte n’a pas accès à cette page : vous avez été redirigé(e) vers l’accueil.'
    : 'Cette page est réservée aux utilisateurs connectés : connectez-vous pour l’ouvrir.';
}

/**
 * A page this user may not open: back to / (spec 001 §6) with antd's message saying why. antd is
 * fetched for it only then, so the light home page of an ordinary visit stays without it; one key,
 * so that a render twice shows one message.
 */
export function RefusedPage({ loggedIn }: { loggedIn: boolean }) {
  useEffect(() => {
    void import('@canal/kit').then((kit) => kit.message.warning({ key: 'refused-page', content: refusalText(loggedIn), duration: 8 }));
  }, [loggedIn]);
  return <Navigate to="/" replace />;
}
