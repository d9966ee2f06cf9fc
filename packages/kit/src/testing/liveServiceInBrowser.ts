import { createApp } from '@canal/service-live';
import { serviceInBrowser, type ServiceInBrowser } from './serviceInBrowser';

/** The real live service for this test file's pages (the control room's, see serviceInBrowser). */
export const liveServiceInBrowser = (env: Record<string, string> = {}): ServiceInBrowser => serviceInBrowser(createApp, env);
