import { defineRemoteRoutes } from '@canal/contracts/core';

/**
 * GPTPubMed's pages. Data only, no page imported: the build exposes each page's file and writes
 * these routes beside mf-manifest.json; `npm run build -- chat` publishes them with the remote alone.
 */
export default defineRemoteRoutes([{ path: '/GPTPubMed', page: './src/pages/ChatPage.tsx', access: 'public', menu: 'gpt' }]);
