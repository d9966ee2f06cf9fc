import type { MenuLink } from './MenuLink';

const REPLAY_CATEGORIES = ['BPCO', 'Asthme', 'PneumoInnovations', 'ParcoursSoins', 'Tout'];
const PODCAST_CATEGORIES = ['BPCO', 'Asthme', 'Tout'];

/** First variant of spec 000 section 2.1; entries whose page is not built yet are filtered out at render. */
export const MAIN_MENU_ONE: MenuLink[] = [
  { key: 'home', label: 'Accueil', to: '/' },
  { key: 'videos', label: 'Vidéos', to: '/videos' },
  { key: 'replays', label: 'Replays', to: '/replays', access: 'replays' },
  { key: 'podcasts', label: 'Podcasts', to: '/podcasts', access: 'member' },
  { key: 'documentation', label: 'Documentation', to: '/documentation' },
  { key: 'gpt', label: 'GPTPubMed', to: '/GPTPubMed', access: 'loggedIn' },
  { key: 'help', label: 'Aide', to: '/help' },
  { key: 'contact', label: 'Contact', to: '/contact' },
];

/** Second variant: 'Accueil' becomes 'Mes webinaires' for a user with registered events. */
export const MAIN_MENU_TWO: MenuLink[] = [
  { key: 'home', label: 'Accueil', labelWithEvents: 'Mes webinaires', to: '/' },
  {
    key: 'mesReplays',
    label: 'Mes replays',
    children: REPLAY_CATEGORIES.map((category) => ({
      key: `replays-${category}`,
      label: category === 'Tout' ? 'Tout' : category,
      to: `/MesReplays/${category}`,
    })),
  },
  {
    key: 'mesPodcasts',
    label: 'Mes podcasts',
    children: PODCAST_CATEGORIES.map((category) => ({ key: `podcasts-${category}`, label: category, to: `/MesPodcasts/${category}` })),
  },
  { key: 'replays', label: 'Replays', to: '/replays', access: 'replays' },
  { key: 'gpt', label: 'GPTPubMed', to: '/GPTPubMed', access: 'loggedIn' },
];

export const FOOTER_MENU: MenuLink[] = [
  { key: 'confidentiality', label: 'Politique de confidentialité', to: '/confidentiality' },
  { key: 'legal', label: 'Mentions légales', to: '/legal' },
  { key: 'cookies', label: 'Cookies', to: '/cookies' },
  { key: 'help', label: 'Aide', to: '/help' },
  { key: 'contact', label: 'Contact', to: '/contact' },
];

/** The second, configurable footer menu: external sites, opened after a confirmation. */
export const FOOTER_MENU_SECOND: MenuLink[] = [
  { key: 'ansm', label: 'Déclarer un effet indésirable (ANSM)', to: 'https://signalement.social-sante.gouv.fr', external: true, newWindow: true },
  { key: 'splf', label: 'Société de Pneumologie de Langue Française', to: 'https://splf.fr', external: true, newWindow: true },
];
