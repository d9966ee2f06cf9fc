import type { EventCard } from '@canal/contracts';
import { renderedAt, visibleText } from '../common/pageTestSupport';
import { EventCardView } from './EventCardView';

function card(overrides: Partial<EventCard> = {}): EventCard {
  return {
    id: 7,
    themeId: 1,
    themeName: 'Asthme',
    themeColor: '#0f8a6a',
    eventTitle: 'Asthme sévère : place des biothérapies',
    eventShortDescription: 'Quel patient, quelle biothérapie, quel suivi ?',
    eventDescription: '',
    eventProgram: '',
    eventCategory: 'Asthme',
    eventDate: Date.UTC(2026, 10, 26, 17, 30) / 1000,
    eventDuration: 60,
    eventState: 'pending',
    isLive: 0,
    isFull: 0,
    isSubscribed: 0,
    eventThumb: [{ dest: '/demo/theme.svg' }],
    hosts: [{ dest: '/demo/avatar.svg', attributes: { name: 'Dr Élise Fontaine', description: 'Pneumologue, Hôpital Foch' } }],
    eventLinkReplay: null,
    ...overrides,
  };
}

/** The card's visible text and its links. */
function view(event: EventCard): { text: string; links: string[] } {
  const html = renderedAt(<EventCardView event={event} />);
  const text = visibleText(html);
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  return { text, links };
}

describe('EventCardView', () => {
  it('shows theme, Paris date, title, summary, the one host and the subscribe button', () => {
    const { text, links } = view(card());
    expect(text).toContain('Asthme');
    expect(text).toContain('jeu. 26 novembre 2026 - 18h30');
    expect(text).toContain('Asthme sévère : place des biothérapies');
    expect(text).toContain('Dr Élise Fontaine');
    expect(text).toContain('Pneumologue, Hôpital Foch');
    expect(text).toContain("Je m'inscris");
    expect(links).toContain('/event/7');
  });

  it('offers the live room for a live session', () => {
    const { text, links } = view(card({ eventState: 'live', isSubscribed: 1 }));
    expect(text).toContain('EN DIRECT');
    expect(text).toContain('Rejoindre le direct');
    expect(links).toContain('/live/7');
    expect(text).not.toContain("Je m'inscris");
  });

  it('leads a subscribed user to the live room of the session, with the note', () => {
    const { text, links } = view(card({ isSubscribed: 1, eventDate: Math.floor(Date.now() / 1000) + 3 * 24 * 3600 }));
    expect(text).toContain('Voir le programme');
    expect(text).toContain('Vous êtes déjà inscrit(e)');
    expect(links).toContain('/live/7');
    expect(text).not.toContain("Je m'inscris");
  });

  it('opens the room to a subscriber from 15 minutes before the start, not sooner', () => {
    const inTenMinutes = Math.floor(Date.now() / 1000) + 10 * 60;
    expect(view(card({ isSubscribed: 1, eventState: 'pending', eventDate: inTenMinutes })).text).toContain('Rejoindre le direct');
    expect(view(card({ isSubscribed: 1, eventState: 'pending', eventDate: inTenMinutes + 20 * 60 })).text).not.toContain('Rejoindre le direct');
    // Not subscribed: the session's page, to subscribe first.
    expect(view(card({ isSubscribed: 0, eventState: 'pending', eventDate: inTenMinutes })).text).toContain("Je m'inscris");
  });

  it('stacks several hosts and names them all', () => {
    const hosts = ['Pr Anne Rousseau', 'Dr Karim Benali'].map((name) => ({ dest: '/demo/avatar.svg', attributes: { name } }));
    const { text } = view(card({ hosts }));
    expect(text).toContain('Pr Anne Rousseau, Dr Karim Benali');
  });
});
