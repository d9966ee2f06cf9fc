import { defineRemoteRoutes } from '@canal/contracts/core';

/**
 * The back office's pages. Data only, no page imported: the build exposes each page's file and
 * writes these routes beside mf-manifest.json. The control room's pages under /staff/ are the live
 * remote's (mfe-live/src/routes.ts); the more exact path wins whichever remote declares it.
 */
export default defineRemoteRoutes([
  { path: '/EditorTest', page: './src/pages/EditorTestPage.tsx', access: 'public' },
  { path: '/staff/dashboard', page: './src/pages/DashboardPage.tsx', access: 'accounts', sidebar: { group: 'accounts', label: 'Dashboard' } },
  { path: '/staff/tools/mail', page: './src/pages/MailOutboxPage.tsx', access: 'admin', sidebar: { group: 'tools', label: 'E-mails' } },
  { path: '/staff/tools/exports', page: './src/pages/ExportsPage.tsx', access: 'exports', sidebar: { group: 'tools', label: 'Exports' } },
  { path: '/staff/tools/logs', page: './src/pages/LogsPage.tsx', access: 'admin', sidebar: { group: 'tools', label: 'Logs' } },
  { path: '/staff/tools/rpps', page: './src/pages/RppsDirectoryPage.tsx', access: 'admin', sidebar: { group: 'tools', label: 'Annuaire RPPS' } },
  // The profile menu's tooling links (spec 000 §2.1): API addresses that a browser opens as these pages (the gateway's apiAddressPages).
  { path: '/api/_cron/mail', page: './src/pages/MailOutboxPage.tsx', access: 'admin' },
  { path: '/api/_exports', page: './src/pages/ExportsPage.tsx', access: 'exports' },
  { path: '/api/_logs', page: './src/pages/LogsPage.tsx', access: 'admin' },
  { path: '/staff/tools/health', page: './src/pages/HealthPage.tsx', access: 'admin', sidebar: { group: 'tools', label: 'Exploitation' } },
  { path: '/staff/account', page: './src/pages/AccountListPage.tsx', access: 'accounts' },
  {
    path: '/staff/account/list',
    page: './src/pages/AccountListPage.tsx',
    access: 'accounts',
    sidebar: { group: 'accounts', label: 'Professionnels de santé' },
  },
  { path: '/staff/account/edit', page: './src/pages/AccountEditPage.tsx', access: 'accounts' },
  { path: '/staff/account/edit/:id', page: './src/pages/AccountEditPage.tsx', access: 'accounts' },
  { path: '/staff/account/preview/:id', page: './src/pages/AccountPreviewPage.tsx', access: 'accounts' },
  { path: '/staff/utm/edit', page: './src/pages/UtmEditPage.tsx', access: 'staff' },
  { path: '/staff/utm/edit/:id', page: './src/pages/UtmEditPage.tsx', access: 'admin' },
  // The modules' lists, each in the sidebar; their access is the module's own (services/staff/src/modules/).
  { path: '/staff/event/list', page: './src/pages/ModuleListPage.tsx', access: 'eventsAndNews', sidebar: { group: 'live', label: 'Émissions' } },
  { path: '/staff/utm/list', page: './src/pages/ModuleListPage.tsx', access: 'staff', sidebar: { group: 'live', label: 'UTM' } },
  { path: '/staff/news/list', page: './src/pages/ModuleListPage.tsx', access: 'eventsAndNews', sidebar: { group: 'contents', label: 'Actualités' } },
  { path: '/staff/cms/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'contents', label: 'Pages' } },
  { path: '/staff/faq/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'contents', label: 'FAQ' } },
  { path: '/staff/documentationEntry/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'contents', label: 'Documentation' } },
  {
    path: '/staff/documentCollection/list',
    page: './src/pages/ModuleListPage.tsx',
    access: 'admin',
    sidebar: { group: 'contents', label: 'Collections de fiches' },
  },
  { path: '/staff/document/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'contents', label: 'Fiches patients (PDF)' } },
  { path: '/staff/theme/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'media', label: 'Thèmes' } },
  { path: '/staff/serie/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'media', label: 'Séries' } },
  { path: '/staff/episode/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'media', label: 'Épisodes' } },
  { path: '/staff/podcast/theme/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'media', label: 'Thèmes Podcast' } },
  { path: '/staff/podcast/show/list', page: './src/pages/ModuleListPage.tsx', access: 'admin', sidebar: { group: 'media', label: 'Podcasts' } },
  // Any other module the staff service declares: the server checks the module's own access.
  { path: '/staff/:module/list', page: './src/pages/ModuleListPage.tsx', access: 'staff' },
  { path: '/staff/:module/edit', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
  { path: '/staff/:module/edit/:id', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
  // The podcast modules' own addresses (spec 001 section 2): /staff/podcast/theme/… and /staff/podcast/show/….
  { path: '/staff/:module/:sub/list', page: './src/pages/ModuleListPage.tsx', access: 'staff' },
  { path: '/staff/:module/:sub/edit', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
  { path: '/staff/:module/:sub/edit/:id', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
]);
