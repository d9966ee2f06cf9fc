import { createRoot } from 'react-dom/client';
import { refreshSession } from '@canal/kit';
import { App } from './App';
import { registerRemoteRegistry } from './federation/registerRemoteRegistry';
import type { SiteSettings } from './site/siteSettings';

async function loadSite(): Promise<SiteSettings> {
  const response = await fetch('/api/site', { credentials: 'same-origin' });
  const body = (await response.json()) as { data: SiteSettings };
  return body.data;
}

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  void refreshSession();
  const [site] = await Promise.all([loadSite(), registerRemoteRegistry().catch((error: unknown) => console.error(error))]);
  document.title = site.title;
  root.render(<App site={site} />);
}

void start();
