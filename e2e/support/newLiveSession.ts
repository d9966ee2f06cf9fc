import { expect, type Page } from '@playwright/test';
import { apiAs, liveSessionId } from './liveApiAs';

/**
 * A live session of one's own for a journey, made by an admin page through the back office's event
 * form, as staff would: the demo's live session's date, duration, theme and embedded player, under
 * another title. Its room, its questions and its feed switch are then the journey's alone.
 */
export async function newLiveSession(admin: Page, title: string): Promise<number> {
  const demo = await apiAs(admin, `/api/event/edit/${await liveSessionId(admin)}`);
  const values = (demo.body.data as { values: Record<string, string> }).values;
  const saved = await apiAs(admin, '/api/event/edit', {
    fsubmit: 'event_form',
    eventTitle: title,
    themeId: values.themeId,
    eventState: values.eventState,
    eventDate: values.eventDate,
    eventDuration: values.eventDuration,
    eventLinkLive: values.eventLinkLive,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (saved.body.data as { id: number }).id;
}
