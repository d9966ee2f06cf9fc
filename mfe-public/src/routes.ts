import { defineRemoteRoutes, earlyCall, HOME_QUERY, newsApi, publicApi, type MenuEntry } from '@canal/contracts/core';

/** Who sees the account area's entries of the profile menu, in each variant. */
const ACCOUNT_AREA: Pick<MenuEntry, 'access' | 'variants'> = { access: 'loggedIn', variants: { one: {}, two: { access: ['member', 'speaker', 'staff'] } } };

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
    mainMenu: { key: 'home', label: 'Accueil', order: 10, variants: { one: {}, two: { labelWithEvents: 'Mes webinaires' } } },
    light: true,
    early: [earlyCall(publicApi.home, HOME_QUERY), earlyCall(newsApi.newsAll, {})],
  },
  { path: '/login', page: './src/pages/LoginPage.tsx', access: 'public' },
  { path: '/_admin', page: './src/pages/PrivateLoginPage.tsx', access: 'public' },
  { path: '/loginSimple', page: './src/pages/SimpleLoginPage.tsx', access: 'public' },
  {
    path: '/logout',
    page: './src/pages/LogoutPage.tsx',
    access: 'public',
    profileMenu: { key: 'logout', label: 'Déconnexion', order: 160, access: 'loggedIn' },
  },
  { path: '/rpwd', page: './src/pages/ResetRequestPage.tsx', access: 'public' },
  { path: '/cpwd', page: './src/pages/PasswordChangePage.tsx', access: 'public' },
  { path: '/registration', page: './src/pages/RegistrationPage.tsx', access: 'public' },
  {
    path: '/confidentiality',
    page: './src/pages/StaticPage.tsx',
    access: 'public',
    footerMenu: { key: 'confidentiality', label: 'Politique de confidentialité', order: 10 },
  },
  { path: '/legal', page: './src/pages/StaticPage.tsx', access: 'public', footerMenu: { key: 'legal', label: 'Mentions légales', order: 20 } },
  { path: '/cookies', page: './src/pages/StaticPage.tsx', access: 'public', footerMenu: { key: 'cookies', label: 'Cookies', order: 30 } },
  { path: '/event/:id', page: './src/pages/EventPage.tsx', access: 'public', menu: 'home' },
  // Event links under the member's universe (SITE_UNIVERSE_LINKS): the same page.
  { path: '/:universe/event/:id', page: './src/pages/EventPage.tsx', access: 'public', menu: 'home' },
  { path: '/subscribe', page: './src/pages/SubscribePage.tsx', access: 'public', menu: 'home' },
  { path: '/subscribe/:id', page: './src/pages/SubscribePage.tsx', access: 'public', menu: 'home' },
  {
    path: '/help',
    page: './src/pages/HelpPage.tsx',
    access: 'public',
    mainMenu: { key: 'help', label: 'Aide', order: 90, variants: { one: {} } },
    footerMenu: { key: 'help', label: 'Aide', order: 40 },
  },
  {
    path: '/contact',
    page: './src/pages/ContactPage.tsx',
    access: 'public',
    mainMenu: { key: 'contact', label: 'Contact', order: 100, variants: { one: {} } },
    footerMenu: { key: 'contact', label: 'Contact', order: 50 },
  },
  {
    path: '/documentation',
    page: './src/pages/DocumentationPage.tsx',
    access: 'public',
    mainMenu: { key: 'documentation', label: 'Documentation', order: 70, variants: { one: {} } },
  },
  { path: '/recherche', page: './src/pages/SearchPage.tsx', access: 'public' },
  {
    path: '/accessibilite',
    page: './src/pages/AccessibilityPage.tsx',
    access: 'public',
    footerMenu: { key: 'accessibility', label: 'Accessibilité : non conforme', order: 35 },
  },
  { path: '/documents', page: './src/pages/DocumentsPage.tsx', access: 'public', menu: 'documentation' },
  // 'MON COMPTE' (spec 000 §6): every logged-in user in the first variant; member, speaker and staff in the second (admin has the staff's lists).
  { path: '/files', page: './src/pages/FilesPage.tsx', access: 'public', profileMenu: { key: 'files', label: 'Mes fichiers', order: 20, ...ACCOUNT_AREA } },
  {
    path: '/certificates',
    page: './src/pages/CertificatesPage.tsx',
    access: 'public',
    profileMenu: { key: 'certificates', label: 'Mes attestations', order: 25, ...ACCOUNT_AREA },
  },
  {
    path: '/account',
    page: './src/pages/AccountPage.tsx',
    access: 'loggedIn',
    profileMenu: { key: 'account', label: 'Mon compte', order: 10, ...ACCOUNT_AREA },
  },
  // Opened from the link mailed to a new address, logged in or not.
  { path: '/account/email', page: './src/pages/EmailConfirmPage.tsx', access: 'public' },
  // The e-mailed link of 'Supprimer mon compte' (privacyApi.DELETION_PAGE_PATH): it may be opened logged out, on any device.
  { path: '/account/delete', page: './src/pages/AccountDeletionPage.tsx', access: 'public' },
  // Where a certificate's QR code leads (liveApi.CERTIFICATE_PAGE_PATH): a visitor checks it, no login.
  { path: '/attestation/:number', page: './src/pages/CertificateCheckPage.tsx', access: 'public' },
]);
