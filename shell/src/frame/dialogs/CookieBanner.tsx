import { useEffect, useState } from 'react';
import { Link } from '@canal/kit/router';
import { LightButton } from '@canal/kit/core';
import { useSite } from '../../site/SiteContext';
import { loadAnalytics } from './loadAnalytics';
import { consentCookie, readConsent } from './rgpdCookie';

/** Fixed at the bottom until accepted; the analytics toggle only when analytics are configured. */
export function CookieBanner() {
  const site = useSite();
  const [consent, setConsent] = useState(() => readConsent(document.cookie));
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    if (consent?.analytics && site.analyticsUrl) loadAnalytics(site.analyticsUrl);
  }, [consent, site.analyticsUrl]);

  if (consent) return null;
  const accept = () => {
    const chosen = { rgpd: true as const, analytics: site.analyticsUrl !== null && analytics };
    document.cookie = consentCookie(chosen, window.location.protocol === 'https:');
    setConsent(chosen);
  };
  return (
    <div className="cp-cookie-banner" role="region" aria-label="Cookies et vie privée">
      <p>
        Canal Pneumo utilise des cookies nécessaires à son fonctionnement (session, sécurité).{' '}
        {site.analyticsUrl ? 'Avec votre accord, nous mesurons aussi son audience. ' : ''}
        <Link to="/cookies">En savoir plus</Link>
      </p>
      <div className="cp-cookie-actions">
        {site.analyticsUrl && (
          <label className="cp-cookie-toggle">
            <input type="checkbox" role="switch" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} /> Mesure d'audience
          </label>
        )}
        <LightButton type="primary" onClick={accept}>
          J'accepte
        </LightButton>
      </div>
    </div>
  );
}
