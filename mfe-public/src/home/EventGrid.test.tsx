import type { EventCard } from '@canal/contracts';
import { renderedAt, visibleText } from '../common/pageTestSupport';
import { EventGrid } from './EventGrid';
import type { HomeCardItem } from './homeBlocks';

const replay = (fields: Partial<EventCard>): EventCard => ({
  id: 12,
  themeId: 2,
  themeName: 'Asthme',
  themeColor: '#0f8a6a',
  eventTitle: 'Éducation thérapeutique dans l’asthme',
  eventShortDescription: 'Les outils pratiques pour la consultation.',
  eventDescription: '',
  eventProgram: '',
  eventCategory: 'Asthme',
  eventDate: Date.UTC(2026, 10, 12, 17, 30) / 1000,
  eventDuration: 60,
  eventState: 'replay',
  isLive: 1,
  isFull: 0,
  isSubscribed: 0,
  eventThumb: [{ dest: '/demo/theme.svg?t=asthme' }],
  hosts: [{ dest: '/demo/avatar.svg', attributes: { name: 'Dr Claire Vidal', description: 'Pneumologue, Bordeaux' } }],
  eventLinkReplay: null,
  ...fields,
});

/** The grid's class, visible text and links. */
function view(cards: HomeCardItem[], variant?: 'vertical' | 'horizontal') {
  const html = renderedAt(<EventGrid cards={cards} variant={variant} />);
  const text = visibleText(html);
  return { html, text, links: [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]) };
}

describe('the home grid', () => {
  it('draws an online replay with its tag and the button to its page', () => {
    const { text, links } = view([{ kind: 'replay', event: replay({}) }]);
    expect(text).toContain('En ligne');
    expect(text).toContain('Voir le replay');
    expect(text).toContain('Dr Claire Vidal');
    expect(links).toEqual(['/replays/12']);
  });

  it('draws a replay not yet online as pending, without a button', () => {
    const { text, links } = view([{ kind: 'replay', event: replay({ isLive: 0 }) }]);
    expect(text).toContain('Bientôt disponible');
    expect(text).not.toContain('Voir le replay');
    expect(links).toEqual([]);
  });

  it('draws a theme (the other kind) with what it offers, its next date and the way to its dates', () => {
    const { text, links } = view([
      {
        kind: 'other',
        theme: {
          themeId: 3,
          themeName: 'Parcours de soins',
          themeColor: '#c2571a',
          upcoming: 2,
          replays: 1,
          nextDate: Date.UTC(2026, 10, 26, 17, 30) / 1000,
          live: false,
        },
      },
    ]);
    expect(text).toContain('Parcours de soins');
    expect(text).toContain('2 sessions à venir · 1 replay');
    expect(text).toContain('Prochaine session : jeu. 26 novembre 2026 - 18h30');
    expect(links).toEqual(['/subscribe/3']);
  });

  it('is vertical unless told, and says so to its styles', () => {
    expect(view([{ kind: 'replay', event: replay({}) }]).html).toContain('home-grid home-grid--vertical');
    expect(view([{ kind: 'replay', event: replay({}) }], 'horizontal').html).toContain('home-grid home-grid--horizontal');
  });
});
