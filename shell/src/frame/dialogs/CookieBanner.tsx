import { useEffect, useState } from 'react';
import { Link } from '@canal/kit/router';
import { Button, Space, Switch } from '@canal/kit';
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
      <Space wrap>
        {site.analyticsUrl && (
          <label className="cp-cookie-toggle">
            <Switch checked={analytics} onChange={setAnalytics} size="small" /> Mesure d'audience
          </label>
        )}
        <Button type="primary" onClick={accept}>
          J'accepte
        </Button>
      </Space>
    </div>
  );
}
