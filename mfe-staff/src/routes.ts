import { BACK_OFFICE_MODULES, defineRemoteRoutes, type BackOfficeModule, type RemoteRouteSource } from '@canal/contracts/core';

/**
 * A module's list page and its menu entries, from its declaration (packages/contracts/src/backOfficeModules.ts):
 * at its own path beside the generic /staff/:module/list, which the more exact path outranks, so that
 * its entries have a page without parameters. Its access is the module's own.
 */
function moduleListRoute({ name, staffPath, access, menu }: BackOfficeModule): RemoteRouteSource {
  return {
    path: `/staff/${staffPath ?? name}/list`,
    page: './src/pages/ModuleListPage.tsx',
    access,
    sidebar: { group: menu.group, label: menu.label, ...(menu.access ? { access: menu.access } : {}) },
    ...(menu.profile ? { profileMenu: { key: name, label: menu.label, ...menu.profile } } : {}),
  };
}

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
  {
    path: '/api/_cron/mail',
    page: './src/pages/MailOutboxPage.tsx',
    access: 'admin',
    profileMenu: { key: 'mails', label: 'E-mails', order: 130, newWindow: true },
  },
  {
    path: '/api/_exports',
    page: './src/pages/ExportsPage.tsx',
    access: 'exports',
    profileMenu: { key: 'exports', label: 'Exports', order: 120, newWindow: true },
  },
  { path: '/api/_logs', page: './src/pages/LogsPage.tsx', access: 'admin', profileMenu: { key: 'logs', label: 'Logs', order: 140, newWindow: true } },
  { path: '/staff/tools/health', page: './src/pages/HealthPage.tsx', access: 'admin', sidebar: { group: 'tools', label: 'Exploitation' } },
  { path: '/staff/account', page: './src/pages/AccountListPage.tsx', access: 'accounts' },
  {
    path: '/staff/account/list',
    page: './src/pages/AccountListPage.tsx',
    access: 'accounts',
    sidebar: { group: 'accounts', label: 'Professionnels de santé' },
    // Spec 000 §6: the accounts' screens' users in the first variant's menu, admin and buadm in the second's.
    profileMenu: {
      key: 'accounts',
      label: 'Professionnels de santé',
      order: 30,
      pendingBadge: true,
      variants: { one: {}, two: { access: ['admin', 'staff:buadm'] } },
    },
  },
  { path: '/staff/account/edit', page: './src/pages/AccountEditPage.tsx', access: 'accounts' },
  { path: '/staff/account/edit/:id', page: './src/pages/AccountEditPage.tsx', access: 'accounts' },
  { path: '/staff/account/preview/:id', page: './src/pages/AccountPreviewPage.tsx', access: 'accounts' },
  { path: '/staff/utm/edit', page: './src/pages/UtmEditPage.tsx', access: 'staff' },
  { path: '/staff/utm/edit/:id', page: './src/pages/UtmEditPage.tsx', access: 'admin' },
  // Each module's list at its own address, in the sidebar and, for some, the profile menu, as the module declares them.
  ...Object.values(BACK_OFFICE_MODULES).map(moduleListRoute),
  // Any other module the staff service declares: the server checks the module's own access.
  { path: '/staff/:module/list', page: './src/pages/ModuleListPage.tsx', access: 'staff' },
  { path: '/staff/:module/edit', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
  { path: '/staff/:module/edit/:id', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
  // The podcast modules' own addresses (spec 001 section 2): /staff/podcast/theme/… and /staff/podcast/show/….
  { path: '/staff/:module/:sub/list', page: './src/pages/ModuleListPage.tsx', access: 'staff' },
  { path: '/staff/:module/:sub/edit', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
  { path: '/staff/:module/:sub/edit/:id', page: './src/pages/ModuleEditPage.tsx', access: 'staff' },
]);
