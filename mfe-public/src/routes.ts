import { defineRemoteRoutes, earlyCall, HOME_QUERY, newsApi, publicApi } from '@canal/contracts/core';

/**
 * The public remote's pages. Data only, no page imported: the build exposes each page's file and
 * writes these routes beside mf-manifest.json; the shell reads them from the registry at load.
 * Pages that show their own "please log in" screen are 'public' here.
 */
export default defineRemoteRoutes([
  // The home page's sessions and news are asked beside the session, instead of after the page's code: its pictures start sooner.
  {
    path: '/',
    page: './src/pages/HomePage.tsx',
    access: 'public',
    menu: 'home',
    light: true,
    early: [earlyCall(publicApi.home, HOME_QUERY), earlyCall(newsApi.newsAll, {})],
  },
  { path: '/login', page: './src/pages/LoginPage.tsx', access: 'public' },
  { path: '/_admin', page: './src/pages/PrivateLoginPage.tsx', access: 'public' },
  { path: '/loginSimple', page: './src/pages/SimpleLoginPage.tsx', access: 'public' },
  { path: '/logout', page: './src/pages/LogoutPage.tsx', access: 'public' },
  { path: '/rpwd', page: './src/pages/ResetRequestPage.tsx', access: 'public' },
  { path: '/cpwd', page: './src/pages/PasswordChangePage.tsx', access: 'public' },
  { path: '/registration', page: './src/pages/RegistrationPage.tsx', access: 'public' },
  { path: '/confidentiality', page: './src/pages/StaticPage.tsx', access: 'public' },
  { path: '/legal', page: './src/pages/StaticPage.tsx', access: 'public' },
  { path: '/cookies', page: './src/pages/StaticPage.tsx', access: 'public' },
  { path: '/event/:id', page: './src/pages/EventPage.tsx', access: 'public', menu: 'home' },
  // Event links under the member's universe (SITE_UNIVERSE_LINKS): the same page.
  { path: '/:universe/event/:id', page: './src/pages/EventPage.tsx', access: 'public', menu: 'home' },
  { path: '/subscribe', page: './src/pages/SubscribePage.tsx', access: 'public', menu: 'home' },
  { path: '/subscribe/:id', page: './src/pages/SubscribePage.tsx', access: 'public', menu: 'home' },
  { path: '/help', page: './src/pages/HelpPage.tsx', access: 'public', menu: 'help' },
  { path: '/contact', page: './src/pages/ContactPage.tsx', access: 'public', menu: 'contact' },
  { path: '/documentation', page: './src/pages/DocumentationPage.tsx', access: 'public', menu: 'documentation' },
  { path: '/documents', page: './src/pages/DocumentsPage.tsx', access: 'public', menu: 'documentation' },
  { path: '/files', page: './src/pages/FilesPage.tsx', access: 'public', menu: 'files' },
  { path: '/account', page: './src/pages/AccountPage.tsx', access: 'loggedIn' },
  // Opened from the link mailed to a new address, logged in or not.
  { path: '/account/email', page: './src/pages/EmailConfirmPage.tsx', access: 'public' },
  // The e-mailed link of 'Supprimer mon compte' (privacyApi.DELETION_PAGE_PATH): it may be opened logged out, on any device.
  { path: '/account/delete', page: './src/pages/AccountDeletionPage.tsx', access: 'public' },
]);
