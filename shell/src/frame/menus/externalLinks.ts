import type { MenuLink } from './MenuLink';

/** The footer's second, configurable menu: external sites, opened after a confirmation (the remotes' pages are in the first). */
export const FOOTER_MENU_SECOND: MenuLink[] = [
  { key: 'ansm', label: 'Déclarer un effet indésirable (ANSM)', to: 'https://signalement.social-sante.gouv.fr', external: true, newWindow: true },
  { key: 'splf', label: 'Société de Pneumologie de Langue Française', to: 'https://splf.fr', external: true, newWindow: true },
];
