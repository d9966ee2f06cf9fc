import { renderToString } from 'react-dom/server';
import { createQueryClient, DataProvider } from '@canal/kit/core';
import { MemoryRouter } from '@canal/kit/router';
import type { LiveAccess, LiveEventCard } from './liveTypes';
import type { LiveView } from './LiveView';
import { LiveRoomView } from './LiveRoomView';

const now = Date.now();

function card(overrides: Partial<LiveEventCard> = {}): LiveEventCard {
  return {
    id: 7,
    themeId: 1,
    themeName: 'BPCO',
    themeColor: '#1d5fa8',
    eventTitle: 'BPCO : prévenir et traiter les exacerbations',
    eventShortDescription: '',
    eventDescription: '',
    eventProgram: '',
    eventCategory: 'BPCO',
    eventDate: Math.floor(now / 1000),
    eventDuration: 60,
    eventState: 'live',
    isLive: 0,
    isFull: 0,
    isSubscribed: 1,
    eventThumb: [],
    hosts: [],
    eventLinkReplay: null,
    eventLinkLive: null,
    eventLinkInstructions: null,
    roomKind: 'embed',
    redirectRoom: 'generic',
    hasLegalFile: false,
    ...overrides,
  };
}

function ready(access: LiveAccess, event: LiveEventCard): LiveView {
  return { kind: 'ready', data: { event, access, viewer: { id: 3, roomPass: false }, serverNow: now }, clockOffsetMs: 0 };
}

/** The visible text of the page in a given state (markup stripped, entities decoded), with a data cache of its own as the shell's root gives. */
function textOf(view: LiveView): { html: string; text: string } {
  const html = renderToString(
    <DataProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/live/7?k=abc']}>
        <LiveRoomView view={view} refreshing={false} refresh={() => Promise.resolve(null)} />
      </MemoryRouter>
    </DataProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

describe('the live page', () => {
  it('shows a placeholder while the state is unknown', () => {
    expect(textOf({ kind: 'loading' }).text).toContain('Chargement...');
  });

  it('asks a visitor to log in or register, coming back to the room', () => {
    const { html, text } = textOf({ kind: 'notConnected' });
    expect(text).toContain('Merci de vous connecter pour accéder à ce contenu');
    expect(text).toContain('Se connecter');
    expect(text).toContain('Créer un compte');
    expect(html).toContain(`/login?action=login&amp;_pn=${encodeURIComponent('/live/7?k=abc')}`);
    expect(html).toContain(`/login?action=register&amp;_pn=${encodeURIComponent('/live/7?k=abc')}`);
  });

  it('tells a member who is not subscribed, and offers to subscribe and join at once while the room is open', () => {
    const { text } = textOf(ready('not_registered', card({ isSubscribed: 0 })));
    expect(text).toContain("Vous n'êtes pas inscrit(e) à cette webconférence :(");
    expect(text).toContain('Je m’inscris et je rejoins le direct');
    expect(text).not.toContain("Je m'inscris ");
    expect(text).toContain("Retour à l'accueil");
  });

  it('sends a member not subscribed to the session’s page when the room is not open yet, or any more', () => {
    const later = Math.floor((now + 2 * 86_400_000) / 1000);
    for (const event of [card({ isSubscribed: 0, eventState: 'pending', eventDate: later }), card({ isSubscribed: 0, eventState: 'finished' })]) {
      const { html, text } = textOf(ready('not_registered', event));
      expect(text).toContain("Je m'inscris");
      expect(text).not.toContain('rejoins le direct');
      expect(html).toContain('href="/event/7"');
    }
  });

  it('counts down days, hours and minutes, without the live button far from the start', () => {
    const start = Math.floor((now + 2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000 + 30_000) / 1000);
    const { text } = textOf(ready('pending', card({ eventState: 'pending', eventDate: start })));
    expect(text).toContain('Votre événement commence dans');
    expect(text).toContain('2 jours');
    expect(text).toContain('3 heures');
    expect(text).toContain('5 minutes');
    expect(text).toContain('Rafraîchir');
    expect(text).not.toContain('Accéder au live');
  });

  it('reveals the live button at 15 minutes or less', () => {
    const start = Math.floor((now + 10 * 60_000) / 1000);
    const { text } = textOf(ready('pending', card({ eventState: 'pending', eventDate: start })));
    expect(text).toContain('0 jour');
    expect(text).toContain('0 heure');
    expect(text).toContain('Accéder au live');
  });

  it('shows the embedded room with breadcrumbs, instructions and the copyright warning', () => {
    const { html, text } = textOf(
      ready('live', card({ eventLinkLive: 'https://player.example.org/embed/7', eventLinkInstructions: 'https://example.org/aide.pdf' })),
    );
    expect(text).toContain('Accueil');
    expect(text).toContain('BPCO : prévenir et traiter les exacerbations');
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/player\.example\.org\/embed\/7"[^>]+title="BPCO : prévenir et traiter les exacerbations"/);
    expect(html).toMatch(/<iframe[^>]+allow="[^"]*fullscreen/);
    expect(html).toContain('href="https://example.org/aide.pdf"');
    expect(text).toContain('Cette diffusion est protégée : toute reproduction ou captation est interdite.');
    expect(text).toContain('Posez votre question ici :');
    expect(text).not.toContain('Document légal');
  });

  it('shows the two language buttons for a French and an English room, and the legal file button', () => {
    const { html, text } = textOf(ready('live', card({ roomKind: 'languages', hasLegalFile: true })));
    expect(text).toContain('Langue Française');
    expect(text).toContain('English language');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="/api/events/download/7?f=eventLegalLiveFile"');
    expect(text).toContain('Posez votre question ici :');
  });

  it("labels the redirect button for the user's room", () => {
    expect(textOf(ready('live', card({ roomKind: 'redirect', redirectRoom: 'presenter' }))).text).toContain('Accéder à la salle présentateur');
    expect(textOf(ready('live', card({ roomKind: 'redirect', redirectRoom: 'admin' }))).text).toContain('Accéder à la salle administrateur');
    expect(textOf(ready('live', card({ roomKind: 'redirect', redirectRoom: 'generic' }))).text).toContain('Accéder au live');
  });

  it('says the player must be configured when the room has no address', () => {
    const { html, text } = textOf(ready('live', card({ eventLinkLive: 'javascript:alert(1)' })));
    expect(html).not.toContain('<iframe');
    expect(text).toContain('Le lecteur de cette émission doit être configuré.');
  });

  it('tells that the session is over', () => {
    expect(textOf(ready('finished', card({ eventState: 'finished' }))).text).toContain('Votre événement est terminé !');
  });

  it('shows the unknown session and other errors', () => {
    expect(textOf({ kind: 'notFound' }).text).toContain('Erreur : contenu non trouvé');
    const failed = textOf({ kind: 'error', message: 'Impossible de joindre le serveur.' }).text;
    expect(failed).toContain('Une erreur est survenue');
    expect(failed).toContain('Impossible de joindre le serveur.');
  });
});
