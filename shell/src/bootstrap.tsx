import { createRoot } from 'react-dom/client';
import { refreshSession, setCaptchaWidget, setFormCallEncoding } from '@canal/kit';
import { App } from './App';
import { AltchaCaptcha } from './captcha/AltchaCaptcha';
import { registerRemoteRegistry } from './federation/registerRemoteRegistry';
import type { SiteSettings } from '@canal/contracts';

async function loadSite(): Promise<SiteSettings> {
  const response = await fetch('/api/site', { credentials: 'same-origin' });
  const body = (await response.json()) as { data: SiteSettings };
  return body.data;
}

/** The services parse form-urlencoded bodies only: the forms' autocomplete lookups and uploads use it. */
setFormCallEncoding('urlencoded');
setCaptchaWidget(AltchaCaptcha);

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  void refreshSession();
  const [site] = await Promise.all([loadSite(), registerRemoteRegistry().catch((error: unknown) => console.error(error))]);
  document.title = site.title;
  root.render(<App site={site} />);
}

void start();
