import { expect, type Page } from '@playwright/test';
import { apiAs } from './liveApiAs';

/**
 * A theme and a session of a journey's own, made through the back office's form calls by the admin
 * logged in on `admin`, as staff would: journeys read what they made, not the demo's titles.
 */
export async function newSession(admin: Page, title: string, startsInDays = 10): Promise<{ themeId: number; eventId: number }> {
  const themeName = `Theme ${Date.now() % 1_000_000}`;
  const theme = await apiAs(admin, '/api/theme/edit', { fsubmit: 'theme_form', themeName, themeCategory: 'BPCO', themeColor: '#1d5fa8' });
  expect(theme.status, JSON.stringify(theme.body)).toBe(200);
  const themeId = (theme.body.data as { id: number }).id;
  const date = new Date(Date.now() + startsInDays * 24 * 3600_000).toISOString().slice(0, 10);
  const event = await apiAs(admin, '/api/event/edit', {
    fsubmit: 'event_form',
    eventTitle: title,
    themeId: String(themeId),
    eventState: 'pending',
    eventDate: `${date}T18:30`,
    eventDuration: '60',
  });
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  return { themeId, eventId: (event.body.data as { id: number }).id };
}
