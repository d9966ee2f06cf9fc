import type { MenuLink } from './MenuLink';

/**
 * The back office's lists the spec puts in 'MON COMPTE' (spec 000 section 6: themes, events, news,
 * CMS, documentation, FAQ), admin only. Every list, these and the others (series, podcasts, leaflets),
 * is in the back office's sidebar, declared by the remotes beside their pages (frame/sidebar).
 */
const STAFF_LISTS: MenuLink[] = [
  { key: 'events', label: 'Émissions', to: '/staff/event/list', access: 'admin' },
  { key: 'news', label: 'Actualités', to: '/staff/news/list', access: 'admin' },
  { key: 'themes', label: 'Thèmes', to: '/staff/theme/list', access: 'admin' },
  { key: 'faq', label: 'FAQ', to: '/staff/faq/list', access: 'admin' },
  { key: 'documentation', label: 'Documentation', to: '/staff/documentationEntry/list', access: 'admin' },
  { key: 'cms', label: 'Pages', to: '/staff/cms/list', access: 'admin' },
];

const LOGOUT: MenuLink = { key: 'logout', label: 'Déconnexion', to: '/logout', access: 'loggedIn' };

/**
 * 'MON COMPTE', variant one (spec 000 section 6): admin sees everything, items for all are shown to
 * every logged-in user, accounts for buadm, moderation for speaker, mod and buadm.
 */
export const PROFILE_MENU_ONE: MenuLink[] = [
  { key: 'account', label: 'Mon compte', to: '/account', access: 'loggedIn' },
  { key: 'files', label: 'Mes fichiers', to: '/files', access: 'loggedIn' },
  { key: 'accounts', label: 'Professionnels de santé', to: '/staff/account/list', access: 'accounts', pendingBadge: true },
  { key: 'moderation', label: 'Modération', to: '/staff/orchestrator/list', access: 'moderation' },
  ...STAFF_LISTS,
  { key: 'utm', label: 'UTM', to: '/staff/utm/list', access: 'staff' },
  { key: 'exports', label: 'Exports', to: '/api/_exports', access: 'exports', newWindow: true },
  { key: 'mails', label: 'E-mails', to: '/api/_cron/mail', access: 'admin', newWindow: true },
  { key: 'logs', label: 'Logs', to: '/api/_logs', access: 'admin', newWindow: true },
  { key: 'chatUsage', label: 'Usage GPTPubMed', to: '/staff/tools/chat', access: 'admin', newWindow: true },
  LOGOUT,
];

/**
 * 'MON COMPTE', variant two (spec 000 section 6): member, speaker and staff see their account (and
 * their files, the other page of the account area); admin sees all the staff lists and tools;
 * buadm sees the accounts and the exports; mod, buadm and speaker see moderation; logout for all.
 * The server guards each page by its own rule whatever the menu shows.
 */
export const PROFILE_MENU_TWO: MenuLink[] = [
  { key: 'account', label: 'Mon compte', to: '/account', access: ['member', 'speaker', 'staff'] },
  { key: 'files', label: 'Mes fichiers', to: '/files', access: ['member', 'speaker', 'staff'] },
  { key: 'accounts', label: 'Professionnels de santé', to: '/staff/account/list', access: ['admin', 'staff:buadm'], pendingBadge: true },
  { key: 'moderation', label: 'Modération', to: '/staff/orchestrator/list', access: 'moderation' },
  ...STAFF_LISTS,
  { key: 'utm', label: 'UTM', to: '/staff/utm/list', access: 'admin' },
  { key: 'exports', label: 'Exports', to: '/api/_exports', access: 'exports', newWindow: true },
  { key: 'mails', label: 'E-mails', to: '/api/_cron/mail', access: 'admin', newWindow: true },
  { key: 'logs', label: 'Logs', to: '/api/_logs', access: 'admin', newWindow: true },
  { key: 'chatUsage', label: 'Usage GPTPubMed', to: '/staff/tools/chat', access: 'admin', newWindow: true },
  LOGOUT,
];
