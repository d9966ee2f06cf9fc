import { expect, type Browser } from '@playwright/test';
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
}

/**
 * A session of one's own for a journey, saved through the back office's Émissions form (in a theme
 * of its own) by the admin: live now by default (started 10 minutes ago, 75 minutes long), with an
 * embedded room unless an external one is given, so that a journey finds it by its title instead of relying on the demo's sessions.
 */
export async function newSession(browser: Browser, title: string, options: NewSessionOptions = {}): Promise<number> {
  const { admin, close } = await asAdmin(browser);
  try {
    const theme = await apiAs(admin, '/api/theme/edit', { fsubmit: 'theme_form', themeName: `Thème ${title}`.slice(0, 60), themeCategory: 'BPCO', themeColor: '#1f6f8b', themeDescription: '' });
    expect(theme.status, JSON.stringify(theme.body)).toBe(200);
    const themeId = (theme.body.data as { id: number }).id;
    const saved = await apiAs(admin, '/api/event/edit', {
      fsubmit: 'event_form',
      eventTitle: title,
      themeId: String(themeId),
      eventState: 'pending',
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
