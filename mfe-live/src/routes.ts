import { defineRemoteRoutes } from '@canal/contracts/core';

/**
 * The live remote's pages: the live room and its feedback form, and the control room (moderation,
 * the orchestrator panel and its editors, the session report). Data only, no page imported: the
 * build exposes each page's file and writes these routes beside mf-manifest.json.
 */
export default defineRemoteRoutes([
  { path: '/live/:id', page: './src/pages/LivePage.tsx', access: 'public', menu: 'home' },
  // Live links under the member's universe (SITE_UNIVERSE_LINKS): the same page.
  { path: '/:universe/live/:id', page: './src/pages/LivePage.tsx', access: 'public', menu: 'home' },
  { path: '/feedback/:eventId', page: './src/pages/FeedbackPage.tsx', access: 'public' },
  {
    path: '/staff/orchestrator/list',
    page: './src/pages/OrchestratorListPage.tsx',
    access: 'loggedIn',
    sidebar: { group: 'live', label: 'Modération', access: 'moderation' },
    profileMenu: { key: 'moderation', label: 'Modération', order: 40, access: 'moderation' },
  },
  { path: '/staff/orchestrator/:eventId/control', page: './src/pages/OrchestratorPanelPage.tsx', access: 'messageModeration' },
  { path: '/staff/message/list', page: './src/pages/MessageEventsPage.tsx', access: 'loggedIn' },
  { path: '/staff/message/list/:eventId', page: './src/pages/MessageModerationPage.tsx', access: 'moderation' },
  { path: '/staff/message/edit', page: './src/pages/MessageEditPage.tsx', access: 'messageModeration' },
  { path: '/staff/message/edit/:id', page: './src/pages/MessageEditPage.tsx', access: 'messageModeration' },
  // The editors of a session's items, one page for the three kinds (the kind is the path's second segment).
  { path: '/staff/quiz/:eventId/edit', page: './src/pages/SessionItemEditPage.tsx', access: 'admin' },
  { path: '/staff/quiz/:eventId/edit/:id', page: './src/pages/SessionItemEditPage.tsx', access: 'admin' },
  { path: '/staff/announce/:eventId/edit', page: './src/pages/SessionItemEditPage.tsx', access: 'admin' },
  { path: '/staff/announce/:eventId/edit/:id', page: './src/pages/SessionItemEditPage.tsx', access: 'admin' },
  { path: '/staff/feedback/:eventId/list', page: './src/pages/FeedbackAdminPage.tsx', access: 'admin' },
  { path: '/staff/feedback/:eventId/edit', page: './src/pages/SessionItemEditPage.tsx', access: 'admin' },
  { path: '/staff/feedback/:eventId/edit/:id', page: './src/pages/SessionItemEditPage.tsx', access: 'admin' },
  { path: '/staff/report/:eventId', page: './src/pages/SessionReportPage.tsx', access: 'exports' },
]);
