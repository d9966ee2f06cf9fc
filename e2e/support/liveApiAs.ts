import type { Page } from '@playwright/test';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { data?: unknown };
}

/**
 * Where a factory's page stands to call the API: a document of the site that runs nothing (the
 * site's policy, `connect-src 'self'`). Not an API address: a JSON answer's policy allows nothing,
 * its own fetches included.
 */
export const API_CALLER_PAGE = '/robots.txt';

/**
 * Calls the API from inside a logged-in page, as that user's browser would (session cookie and
 * CSRF token): how a journey plays the presenter's side before the orchestrator screens exist.
 */
export async function apiAs(page: Page, path: string, fields: Record<string, string> | null = null, json?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ path, fields, json }) => {
      const ping = (await (await fetch('/api/ping', { credentials: 'include' })).json()) as { token: string };
      const init: RequestInit =
        json !== undefined
          ? { method: 'POST', body: JSON.stringify(json), headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': ping.token } }
          : fields
            ? {
                method: 'POST',
                body: new URLSearchParams(fields).toString(),
                headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': ping.token },
              }
            : { method: 'GET' };
      const response = await fetch(path, { ...init, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { path, fields, json },
  );
}

/** The id of the demo's session that is live now, read from the home page's data. */
export async function liveSessionId(page: Page): Promise<number> {
  const home = await apiAs(page, '/api/home');
  const live = (home.body.data as { live: Array<{ id: number }> }).live[0];
  if (!live) throw new Error('no live session on the home page');
  return live.id;
}

/** Creates a quiz or poll question of a session through the quiz editor's call, as an admin. */
export async function createQuestion(page: Page, eventId: number, quizType: 'quiz' | 'poll', quizQuestion: string, answers: string[]): Promise<number> {
  const saved = await apiAs(page, `/api/quiz/save/${eventId}`, null, {
    quizType,
    quizQuestion,
    quizMaxAnswers: 1,
    quizAnswers: answers.map((field, index) => ({ field, correct: index === 0 })),
  });
  if (saved.status !== 200) throw new Error(`quiz/save ${saved.status} ${JSON.stringify(saved.body)}`);
  return (saved.body.data as { id: number }).id;
}
