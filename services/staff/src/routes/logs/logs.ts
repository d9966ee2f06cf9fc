import { staffApi } from '@canal/contracts';
import { defineRoute, recentLogLines } from '@canal/service-core';

/**
 * GET /api/_logs (admin): the recent log lines this process kept (RECENT_LOG_LINES), by minimum
 * level and text. In the all-in-one process that is every service's; in split mode the staff
 * process's own (each process writes its lines to stdout for the deployment's log collector).
 */
export const logsRoute = defineRoute(staffApi.logs)({
  access: 'admin',
  handle({ input }) {
    const lines = recentLogLines({ minLevel: input.level, text: input.q?.trim() || undefined });
    const page = input.page ?? 1;
    const start = (page - 1) * staffApi.LOGS_PAGE_SIZE;
    return {
      logs: 'complete',
      data: { lines: lines.slice(start, start + staffApi.LOGS_PAGE_SIZE), total: lines.length, page, pageSize: staffApi.LOGS_PAGE_SIZE },
    };
  },
});
