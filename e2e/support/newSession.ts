import { expect, type Browser, type Page } from '@playwright/test';
import { toParisInput } from '../../packages/contracts/src/format/parisDates';
import { asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';

export interface NewSessionOptions {
  /** Minutes from now to its start: negative for a session under way (live now), positive for one to come. */
  startsInMinutes?: number;
  durationMin?: number;
  /** Members subscribed to it by the admin, as 'Inscrire un participant' does. */
  subscribers?: readonly string[];
  /** A broadcaster's room of its own (its address and the organiser's key) instead of the embedded one. */
  externalRoom?: { url: string; ownerKey: string };
  /** The theme it is a date of (newTheme): the sessions of one theme are the dates offered together. */
  themeId?: number;
  /** 'delayed': postponed, its date unknown ('Me prévenir'); otherwise its state follows the clock. */
  state?: 'pending' | 'delayed';
}

/** A theme name the form accepts (letters, digits and spaces) taken from the session's title. */
function themeNameOf(title: string): string {
  return `Theme ${title.normalize('NFD').replace(/[^A-Za-z0-9 ]/g, '')}`.replace(/\s+/g, ' ').slice(0, 60);
}

async function saveTheme(admin: Page, name: string): Promise<number> {
  const theme = await apiAs(admin, '/api/theme/edit', {
    fsubmit: 'theme_form',
    themeName: name,
    themeCategory: 'BPCO',
    themeColor: '#1f6f8b',
    themeDescription: '',
  });
  expect(theme.status, JSON.stringify(theme.body)).toBe(200);
  return (theme.body.data as { id: number }).id;
}

/** A theme of one's own (its name: letters, digits and spaces), saved through the back office's form by the admin. */
export async function newTheme(browser: Browser, name: string): Promise<number> {
  const { admin, close } = await asAdmin(browser);
  try {
    return await saveTheme(admin, name);
  } finally {
    await close();
  }
}

/**
 * A session of one's own for a journey, saved through the back office's Émissions form (in a theme
 * of its own unless one is given) by the admin: live now by default (started 10 minutes ago, 75 minutes long), with an
 * embedded room unless an external one is given, so that a journey finds it by its title instead of relying on the demo's sessions.
 */
export async function newSession(browser: Browser, title: string, options: NewSessionOptions = {}): Promise<number> {
  const { admin, close } = await asAdmin(browser);
  try {
    const themeId = options.themeId ?? (await saveTheme(admin, themeNameOf(title)));
    const saved = await apiAs(admin, '/api/event/edit', {
      fsubmit: 'event_form',
      eventTitle: title,
      themeId: String(themeId),
      eventState: options.state ?? 'pending',
      eventDate: toParisInput(new Date(Date.now() + (options.startsInMinutes ?? -10) * 60_000)),
      eventDuration: String(options.durationMin ?? 75),
      eventShortDescription: 'Session créée pour un parcours de test.',
      ...(options.externalRoom
        ? { eventLinkExternal: options.externalRoom.url, eventEoleOwnerKey: options.externalRoom.ownerKey }
        : { eventLinkLive: 'https://player.exemple.fr/direct/parcours' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.data as { id: number }).id;
    for (const email of options.subscribers ?? []) {
      const subscribed = await apiAs(admin, '/api/events/subscribe', { rids: JSON.stringify([id]), remail: email });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
      expect(subscribed.body.registration).not.toBe('unknown_subsriber');
    }
    return id;
  } finally {
    await close();
  }
}
