/**
 * The demo's themes and sessions; offsets are minutes from the start of the embedded demo. A theme's
 * `category` is the key of the spec's lists (/MesReplays/{category}, the accounts' event categories,
 * the sessions' eventCategory) and never changes; its `name` is what readers see.
 */
export interface DemoSession {
  key: string;
  theme: string;
  title: string;
  shortDescription: string;
  offsetMin: number;
  durationMin: number;
  state: 'pending' | 'replay' | 'delayed';
  replay?: boolean;
  isFull?: boolean;
  hosts: Array<{ name: string; description: string }>;
}

export const DEMO_THEMES = [
  {
    category: 'BPCO',
    name: 'BPCO',
    subTitle: 'Bronchopneumopathie chronique obstructive',
    color: '#1d5fa8',
    description: 'Dépistage, exacerbations, réhabilitation respiratoire et suivi au long cours.',
  },
  {
    category: 'Asthme',
    name: 'Asthme',
    subTitle: 'Asthme de l’adulte et asthme sévère',
    color: '#0f8a6a',
    description: 'Contrôle de l’asthme, biothérapies et éducation thérapeutique.',
  },
  {
    category: 'PneumoInnovations',
    name: 'Innovations en pneumologie',
    subTitle: 'Les innovations en pneumologie',
    color: '#7a3ea1',
    description: 'Télésurveillance, nouvelles molécules et intelligence artificielle.',
  },
  {
    category: 'ParcoursSoins',
    name: 'Parcours de soins',
    subTitle: 'Coordination ville-hôpital',
    color: '#c2571a',
    description: 'Le parcours du patient respiratoire, du dépistage au suivi.',
  },
] as const;

const DAY = 24 * 60;

export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    key: 'live',
    theme: 'BPCO',
    title: 'BPCO : prévenir et traiter les exacerbations',
    shortDescription: 'Cas cliniques commentés et recommandations 2026.',
    offsetMin: -20,
    durationMin: 90,
    state: 'pending',
    hosts: [
      { name: 'Pr Anne Rousseau', description: 'Pneumologue, CHU de Lyon' },
      { name: 'Dr Karim Benali', description: 'Pneumologue libéral, Marseille' },
    ],
  },
  {
    key: 'soon',
    theme: 'Asthme',
    title: 'Asthme sévère : place des biothérapies',
    shortDescription: 'Quel patient, quelle biothérapie, quel suivi ?',
    offsetMin: 10,
    durationMin: 60,
    state: 'pending',
    hosts: [{ name: 'Dr Élise Fontaine', description: 'Pneumologue, Hôpital Foch' }],
  },
  {
    key: 'days',
    theme: 'ParcoursSoins',
    title: 'Le parcours du patient BPCO en ville',
    shortDescription: 'Médecin traitant, pneumologue, pharmacien et infirmier : qui fait quoi ?',
    offsetMin: 3 * DAY + 125,
    durationMin: 60,
    state: 'pending',
    hosts: [
      { name: 'Dr Thomas Garnier', description: 'Médecin généraliste, Rennes' },
      { name: 'Mme Nadia Haddad', description: 'Infirmière Asalée' },
    ],
  },
  {
    key: 'later',
    theme: 'PneumoInnovations',
    title: 'Télésurveillance et intelligence artificielle en pneumologie',
    shortDescription: 'Ce qui change dès cette année pour vos patients.',
    offsetMin: 9 * DAY + 60,
    durationMin: 75,
    state: 'pending',
    hosts: [{ name: 'Pr Louis Mercier', description: 'Pneumologue, AP-HP' }],
  },
  {
    key: 'replay1',
    theme: 'Asthme',
    title: 'Éducation thérapeutique dans l’asthme',
    shortDescription: 'Les outils pratiques pour la consultation.',
    offsetMin: -7 * DAY,
    durationMin: 60,
    state: 'replay',
    replay: true,
    hosts: [{ name: 'Dr Claire Vidal', description: 'Pneumologue, Bordeaux' }],
  },
  {
    key: 'replay2',
    theme: 'BPCO',
    title: 'Réhabilitation respiratoire : mode d’emploi',
    shortDescription: 'Indications, prescription et suivi.',
    offsetMin: -30 * DAY,
    durationMin: 60,
    state: 'replay',
    replay: true,
    hosts: [{ name: 'Dr Samuel Perrin', description: 'Médecin MPR, Grenoble' }],
  },
  {
    key: 'replaySoon',
    theme: 'PneumoInnovations',
    title: 'Les nouvelles molécules inhalées',
    shortDescription: 'Replay en cours de montage.',
    offsetMin: -2 * DAY,
    durationMin: 60,
    state: 'replay',
    replay: false,
    hosts: [{ name: 'Pr Louis Mercier', description: 'Pneumologue, AP-HP' }],
  },
  {
    key: 'finished',
    theme: 'ParcoursSoins',
    title: 'Sevrage tabagique en pratique',
    shortDescription: 'Entretien motivationnel et substituts nicotiniques.',
    offsetMin: -1 * DAY,
    durationMin: 60,
    state: 'pending',
    hosts: [{ name: 'Dr Marie Colin', description: 'Tabacologue, Nantes' }],
  },
  // Several dates of one theme, a full one and a postponed one: the date pickers of /event and /subscribe.
  {
    key: 'bpcoFull',
    theme: 'BPCO',
    title: 'BPCO : prévenir et traiter les exacerbations',
    shortDescription: 'Nouvelle session des cas cliniques commentés.',
    offsetMin: 6 * DAY + 60,
    durationMin: 90,
    state: 'pending',
    isFull: true,
    hosts: [{ name: 'Pr Anne Rousseau', description: 'Pneumologue, CHU de Lyon' }],
  },
  {
    key: 'bpcoLater',
    theme: 'BPCO',
    title: 'BPCO : prévenir et traiter les exacerbations',
    shortDescription: 'Dernière session de la saison.',
    offsetMin: 13 * DAY + 60,
    durationMin: 90,
    state: 'pending',
    hosts: [{ name: 'Dr Karim Benali', description: 'Pneumologue libéral, Marseille' }],
  },
  {
    key: 'days2',
    theme: 'ParcoursSoins',
    title: 'Le parcours du patient BPCO en ville',
    shortDescription: 'Deuxième date, en fin de journée.',
    offsetMin: 10 * DAY + 240,
    durationMin: 60,
    state: 'pending',
    hosts: [{ name: 'Dr Thomas Garnier', description: 'Médecin généraliste, Rennes' }],
  },
  {
    key: 'asthmaDelayed',
    theme: 'Asthme',
    title: 'Asthme et grossesse',
    shortDescription: 'Date en cours de programmation.',
    offsetMin: 20 * DAY,
    durationMin: 60,
    state: 'delayed',
    hosts: [{ name: 'Dr Élise Fontaine', description: 'Pneumologue, Hôpital Foch' }],
  },
];

/** Who is subscribed to what in the demo (by e-mail and session key). */
export const DEMO_SUBSCRIPTIONS: Record<string, readonly string[]> = {
  'dr.martin@exemple.fr': ['live', 'soon', 'days', 'replay1', 'finished'],
  'infirmier.durand@exemple.fr': ['days', 'replay2'],
  'pharmacie.bernard@exemple.fr': ['soon'],
  'orateur@canal-pneumo.fr': ['later'],
  'nouveau.optins@exemple.fr': ['live'],
};
