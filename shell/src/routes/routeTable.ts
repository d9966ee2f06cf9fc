import { matchRoutes } from '@canal/kit/router';
import { HOME_QUERY, newsApi, publicApi, type AccessKey } from '@canal/contracts/core';
import { askEarly } from '@canal/kit/core';

export type RemoteName = 'public' | 'live' | 'staff' | 'media' | 'chat';

export interface RouteEntry {
  /** react-router path. */
  path: string;
  /** The remote and the page it exposes ('./HomePage' in its exposes.json). */
  remote: RemoteName;
  page: string;
  /** Who may see the page; others are sent to / (the server checks again on every call). */
  access: AccessKey;
  /** Main-menu key highlighted on this page. */
  menu?: string;
  /**
   * Drawn without antd (the kit's core only): the frame renders it outside antd's providers, so a
   * first visit to it fetches no antd at all. The home page, where most visits start.
   */
  light?: true;
  /** The page's first calls, asked at start when it is the page opened (with the same inputs as the page's). */
  askEarly?: () => void;
}

/** The home page's sessions and news, asked beside the session instead of after the page's code: its pictures start sooner. */
function askHomeCalls(): void {
  askEarly(publicApi.home, HOME_QUERY);
  askEarly(newsApi.newsAll, {});
}

/**
 * Every route of the site that is built, with its guard and the remote page that renders it.
 * Pages that show their own "please log in" screen (live, replays) are 'public' here.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', remote: 'public', page: 'HomePage', access: 'public', menu: 'home', light: true, askEarly: askHomeCalls },
  { path: '/login', remote: 'public', page: 'LoginPage', access: 'public' },
  { path: '/_admin', remote: 'public', page: 'PrivateLoginPage', access: 'public' },
  { path: '/loginSimple', remote: 'public', page: 'SimpleLoginPage', access: 'public' },
  { path: '/logout', remote: 'public', page: 'LogoutPage', access: 'public' },
  { path: '/rpwd', remote: 'public', page: 'ResetRequestPage', access: 'public' },
  { path: '/cpwd', remote: 'public', page: 'PasswordChangePage', access: 'public' },
  { path: '/registration', remote: 'public', page: 'RegistrationPage', access: 'public' },
  { path: '/confidentiality', remote: 'public', page: 'StaticPage', access: 'public' },
  { path: '/legal', remote: 'public', page: 'StaticPage', access: 'public' },
  { path: '/cookies', remote: 'public', page: 'StaticPage', access: 'public' },
  { path: '/event/:id', remote: 'public', page: 'EventPage', access: 'public', menu: 'home' },
  { path: '/subscribe', remote: 'public', page: 'SubscribePage', access: 'public', menu: 'home' },
  { path: '/subscribe/:id', remote: 'public', page: 'SubscribePage', access: 'public', menu: 'home' },
  { path: '/help', remote: 'public', page: 'HelpPage', access: 'public', menu: 'help' },
  { path: '/contact', remote: 'public', page: 'ContactPage', access: 'public', menu: 'contact' },
  { path: '/documentation', remote: 'public', page: 'DocumentationPage', access: 'public', menu: 'documentation' },
  { path: '/documents', remote: 'public', page: 'DocumentsPage', access: 'public', menu: 'documentation' },
  { path: '/files', remote: 'public', page: 'FilesPage', access: 'public', menu: 'files' },
  { path: '/live/:id', remote: 'live', page: 'LivePage', access: 'public', menu: 'home' },
  // Event links under the member's universe (SITE_UNIVERSE_LINKS): the same pages.
  { path: '/:universe/event/:id', remote: 'public', page: 'EventPage', access: 'public', menu: 'home' },
  { path: '/:universe/live/:id', remote: 'live', page: 'LivePage', access: 'public', menu: 'home' },
  { path: '/feedback/:eventId', remote: 'live', page: 'FeedbackPage', access: 'public' },
  { path: '/replays', remote: 'media', page: 'ReplaysPage', access: 'public', menu: 'replays' },
  { path: '/replays/:id', remote: 'media', page: 'ReplayPage', access: 'public', menu: 'replays' },
  { path: '/videos', remote: 'media', page: 'VideosPage', access: 'public', menu: 'videos' },
  { path: '/video/:id', remote: 'media', page: 'VideoPage', access: 'public', menu: 'videos' },
  { path: '/podcasts', remote: 'media', page: 'PodcastsPage', access: 'public', menu: 'podcasts' },
  { path: '/podcast/theme/:themeId', remote: 'media', page: 'PodcastThemePage', access: 'public', menu: 'podcasts' },
  { path: '/podcast/show/:podcastId', remote: 'media', page: 'PodcastShowPage', access: 'public', menu: 'podcasts' },
  { path: '/MesReplays', remote: 'media', page: 'MesMediaOverviewPage', access: 'public', menu: 'mesReplays' },
  { path: '/MesReplays/:category', remote: 'media', page: 'MesMediaPage', access: 'public', menu: 'mesReplays' },
  { path: '/MesReplays/:category/:subtype/:id', remote: 'media', page: 'MesMediaPage', access: 'public', menu: 'mesReplays' },
  { path: '/MesPodcasts', remote: 'media', page: 'MesMediaOverviewPage', access: 'public', menu: 'mesPodcasts' },
  { path: '/MesPodcasts/:category', remote: 'media', page: 'MesMediaPage', access: 'public', menu: 'mesPodcasts' },
  { path: '/MesPodcasts/:category/:subtype/:id', remote: 'media', page: 'MesMediaPage', access: 'public', menu: 'mesPodcasts' },
  { path: '/GPTPubMed', remote: 'chat', page: 'ChatPage', access: 'public', menu: 'gpt' },
  { path: '/account', remote: 'public', page: 'AccountPage', access: 'loggedIn' },
  // Opened from the link mailed to a new address, logged in or not.
  { path: '/account/email', remote: 'public', page: 'EmailConfirmPage', access: 'public' },
  { path: '/EditorTest', remote: 'staff', page: 'EditorTestPage', access: 'public' },
  { path: '/staff/dashboard', remote: 'staff', page: 'DashboardPage', access: 'accounts' },
  { path: '/staff/tools/mail', remote: 'staff', page: 'MailOutboxPage', access: 'admin' },
  { path: '/staff/tools/exports', remote: 'staff', page: 'ExportsPage', access: 'exports' },
  { path: '/staff/tools/logs', remote: 'staff', page: 'LogsPage', access: 'admin' },
  { path: '/staff/account', remote: 'staff', page: 'AccountListPage', access: 'accounts' },
  { path: '/staff/account/list', remote: 'staff', page: 'AccountListPage', access: 'accounts' },
  { path: '/staff/account/edit', remote: 'staff', page: 'AccountEditPage', access: 'accounts' },
  { path: '/staff/account/edit/:id', remote: 'staff', page: 'AccountEditPage', access: 'accounts' },
  { path: '/staff/account/preview/:id', remote: 'staff', page: 'AccountPreviewPage', access: 'accounts' },
  { path: '/staff/utm/edit', remote: 'staff', page: 'UtmEditPage', access: 'staff' },
  { path: '/staff/utm/edit/:id', remote: 'staff', page: 'UtmEditPage', access: 'admin' },
  // Any other module the staff service declares: the server checks the module's own access.
  { path: '/staff/:module/list', remote: 'staff', page: 'ModuleListPage', access: 'staff' },
  { path: '/staff/:module/edit', remote: 'staff', page: 'ModuleEditPage', access: 'staff' },
  { path: '/staff/:module/edit/:id', remote: 'staff', page: 'ModuleEditPage', access: 'staff' },
  // The podcast modules' own addresses (spec 001 section 2): /staff/podcast/theme/… and /staff/podcast/show/….
  { path: '/staff/:module/:sub/list', remote: 'staff', page: 'ModuleListPage', access: 'staff' },
  { path: '/staff/:module/:sub/edit', remote: 'staff', page: 'ModuleEditPage', access: 'staff' },
  { path: '/staff/:module/:sub/edit/:id', remote: 'staff', page: 'ModuleEditPage', access: 'staff' },
  // The control room (mfe-live): moderation, the orchestrator panel and its editors, the session report.
  { path: '/staff/orchestrator/list', remote: 'live', page: 'OrchestratorListPage', access: 'loggedIn' },
  { path: '/staff/orchestrator/:eventId/control', remote: 'live', page: 'OrchestratorPanelPage', access: 'messageModeration' },
  { path: '/staff/message/list', remote: 'live', page: 'MessageEventsPage', access: 'loggedIn' },
  { path: '/staff/message/list/:eventId', remote: 'live', page: 'MessageModerationPage', access: 'moderation' },
  { path: '/staff/message/edit', remote: 'live', page: 'MessageEditPage', access: 'messageModeration' },
  { path: '/staff/message/edit/:id', remote: 'live', page: 'MessageEditPage', access: 'messageModeration' },
  { path: '/staff/quiz/:eventId/edit', remote: 'live', page: 'QuizEditPage', access: 'admin' },
  { path: '/staff/quiz/:eventId/edit/:questionId', remote: 'live', page: 'QuizEditPage', access: 'admin' },
  { path: '/staff/announce/:eventId/edit', remote: 'live', page: 'AnnounceEditPage', access: 'admin' },
  { path: '/staff/announce/:eventId/edit/:announceId', remote: 'live', page: 'AnnounceEditPage', access: 'admin' },
  { path: '/staff/feedback/:eventId/list', remote: 'live', page: 'FeedbackAdminPage', access: 'admin' },
  { path: '/staff/feedback/:eventId/edit', remote: 'live', page: 'FeedbackEditPage', access: 'admin' },
  { path: '/staff/feedback/:eventId/edit/:id', remote: 'live', page: 'FeedbackEditPage', access: 'admin' },
  { path: '/staff/report/:eventId', remote: 'live', page: 'SessionReportPage', access: 'exports' },
];

/** Whether a link target is a built route, so that menus never lead to a missing page. */
export function isBuiltRoute(pathname: string): boolean {
  const clean = pathname.split(/[?#]/)[0];
  return ROUTE_TABLE.some((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(clean);
  });
}

/** The route that renders `pathname` (react-router's ranking: /event/:id before /:universe/event/:id). */
export function routeAt(pathname: string): RouteEntry | undefined {
  return matchRoutes([...ROUTE_TABLE], pathname)?.at(-1)?.route;
}
