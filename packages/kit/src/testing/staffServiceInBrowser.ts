import { createApp } from '@canal/service-staff';
import { serviceInBrowser, type ServiceInBrowser } from './serviceInBrowser';

export type StaffServiceInBrowser = ServiceInBrowser;

/** The real staff service for this test file's pages (see serviceInBrowser). */
export const staffServiceInBrowser = (env: Record<string, string> = {}): StaffServiceInBrowser => serviceInBrowser(createApp, env);
