import type { MenuLink } from './MenuLink';

/** 'MON COMPTE': entries by role (spec 000 section 6, variant one); pages not built yet are filtered out. */
export const PROFILE_MENU: MenuLink[] = [
  { key: 'account', label: 'Mon compte', to: '/account', access: 'loggedIn' },
  { key: 'files', label: 'Mes fichiers', to: '/files', access: 'loggedIn' },
  { key: 'dashboard', label: 'Dashboard', to: '/staff/dashboard', access: 'accounts' },
  { key: 'accounts', label: 'Professionnels de santé', to: '/staff/account/list', access: 'accounts', pendingBadge: true },
  { key: 'moderation', label: 'Modération', to: '/staff/orchestrator/list', access: 'moderation' },
  // Back-office modules: one entry per module declared by the staff service.
  { key: 'events', label: 'Émissions', to: '/staff/event/list', access: 'admin' },
  { key: 'news', label: 'Actualités', to: '/staff/news/list', access: 'admin' },
  { key: 'themes', label: 'Thèmes', to: '/staff/theme/list', access: 'admin' },
  { key: 'series', label: 'Séries', to: '/staff/serie/list', access: 'admin' },
  { key: 'episodes', label: 'Épisodes', to: '/staff/episode/list', access: 'admin' },
  { key: 'podcastThemes', label: 'Thèmes Podcast', to: '/staff/podcast/theme/list', access: 'admin' },
  { key: 'podcasts', label: 'Podcasts', to: '/staff/podcast/show/list', access: 'admin' },
  { key: 'faq', label: 'FAQ', to: '/staff/faq/list', access: 'admin' },
  { key: 'cms', label: 'Pages', to: '/staff/cms/list', access: 'admin' },
  { key: 'utm', label: 'UTM', to: '/staff/utm/list', access: 'staff' },
  { key: 'exports', label: 'Exports', to: '/staff/tools/exports', access: 'exports', newWindow: true },
  { key: 'mails', label: 'E-mails', to: '/staff/tools/mail', access: 'admin', newWindow: true },
  { key: 'logs', label: 'Logs', to: '/staff/tools/logs', access: 'admin', newWindow: true },
  { key: 'logout', label: 'Déconnexion', to: '/logout', access: 'loggedIn' },
];
