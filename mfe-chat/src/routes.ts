import { defineRemoteRoutes } from '@canal/contracts/core';

/**
 * GPTPubMed's pages. Data only, no page imported: the build exposes each page's file and writes
 * these routes beside mf-manifest.json; `npm run build -- chat` publishes them with the remote alone.
 * The staff's usage page lives here rather than in mfe-staff: it reads only the chat service, and
 * ships with it (a new failure cause or price rule is one deploy of the chat, page and service).
 */
export default defineRemoteRoutes([
  { path: '/GPTPubMed', page: './src/pages/ChatPage.tsx', access: 'public', mainMenu: { key: 'gpt', label: 'GPTPubMed', order: 80, access: 'loggedIn' } },
  {
    path: '/staff/tools/chat',
    page: './src/pages/ChatUsagePage.tsx',
    access: 'admin',
    sidebar: { group: 'tools', label: 'Usage GPTPubMed' },
    profileMenu: { key: 'chatUsage', label: 'Usage GPTPubMed', order: 150, newWindow: true },
  },
]);
