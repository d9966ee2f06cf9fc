import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from '@canal/kit/router';
import { LoadingBlock, logout, useSession } from '@canal/kit';

/** /logout: 'Déconnexion en cours...', then home; a visitor goes home at once. */
export default function LogoutPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [wasLoggedIn] = useState(() => session.user !== null);
  const started = useRef(false);

  useEffect(() => {
    if (!wasLoggedIn || started.current) return;
    started.current = true;
    logout()
      .catch(() => undefined)
      .finally(() => void navigate('/', { replace: true }));
  }, [wasLoggedIn, navigate]);

  if (!wasLoggedIn) return <Navigate to="/" replace />;
  return <LoadingBlock label="Déconnexion en cours..." />;
}
