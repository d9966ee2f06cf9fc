import type { AccessKey } from './accessRules';
import type { MenuEntry, SidebarGroup } from './remoteRoutes';

/**
 * A back-office module as both sides know it: its name (API under /api/{name}), its pages' address
 * (/staff/{staffPath ?? name}/…), its list's title, who sees its list, and its menu entry. The staff
 * service's module spreads it into its `defineRecordModule` beside its fields; the staff remote makes
 * the module's list page, its sidebar entry and its profile-menu entry from it. Data only, so that the
 * build reads it in Node and the browser in the bundle.
 */
export interface BackOfficeModule {
  name: string;
  /** The pages' path when it differs from the name ('podcast/theme'). */
  staffPath?: string;
  /** The list's title, the spec's (spec 001 §2: 'News', 'CMS'). */
  title: string;
  /** Who sees the list, and so its menu entries (the module may narrow creating, editing, deleting). */
  access: AccessKey;
  menu: BackOfficeMenu;
}

/** Where the module shows in the menus: the sidebar's group and label, and, for the lists the spec puts in 'MON COMPTE', their place there. */
export interface BackOfficeMenu {
  /** The sidebar's label, which the profile menu says too ('Pages' where the list's title is 'CMS'). */
  label: string;
  group: SidebarGroup;
  /** The sidebar entry's own audience, when it is for fewer people than the list. */
  access?: AccessKey;
  /** Its entry in the profile menu (its key is the module's name, its label the one above). */
  profile?: Omit<MenuEntry, 'key' | 'label' | 'children'>;
}

/** Names each declaration by its key, so that a module's name is written once. */
function defineBackOfficeModules<T extends Record<string, Omit<BackOfficeModule, 'name'>>>(modules: T): { [K in keyof T & string]: T[K] & { name: K } } {
  return Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, { ...module, name }])) as { [K in keyof T & string]: T[K] & { name: K } };
}

/**
 * The back office's modules, in the order of their sidebar entries within each group. A module here
 * and in the staff service's registry (services/staff/src/moduleRoutes.ts, which the compiler holds
 * to exactly these names), nowhere else: services/staff/README.md shows one end to end.
 */
export const BACK_OFFICE_MODULES = defineBackOfficeModules({
  event: { title: 'Émissions', access: 'eventsAndNews', menu: { label: 'Émissions', group: 'live', profile: { order: 50, access: 'admin' } } },
  utm: {
    title: 'UTM',
    access: 'staff',
    // Spec 000 §6: every staff sub-role in the first variant's menu, admin only in the second's.
    menu: { label: 'UTM', group: 'live', profile: { order: 110, variants: { one: {}, two: { access: 'admin' } } } },
  },
  // The spec's list title is 'News'; its menus say 'Actualités'.
  news: { title: 'News', access: 'eventsAndNews', menu: { label: 'Actualités', group: 'contents', profile: { order: 60, access: 'admin' } } },
  // The spec's list title is 'CMS'; its menus say 'Pages'.
  cms: { title: 'CMS', access: 'admin', menu: { label: 'Pages', group: 'contents', profile: { order: 100 } } },
  faq: { title: 'FAQ', access: 'admin', menu: { label: 'FAQ', group: 'contents', profile: { order: 80 } } },
  documentationEntry: { title: 'Documentation', access: 'admin', menu: { label: 'Documentation', group: 'contents', profile: { order: 90 } } },
  documentCollection: { title: 'Collections de fiches', access: 'admin', menu: { label: 'Collections de fiches', group: 'contents' } },
  document: { title: 'Fiches patients (PDF)', access: 'admin', menu: { label: 'Fiches patients (PDF)', group: 'contents' } },
  theme: { title: 'Thèmes', access: 'admin', menu: { label: 'Thèmes', group: 'media', profile: { order: 70 } } },
  serie: { title: 'Séries', access: 'admin', menu: { label: 'Séries', group: 'media' } },
  episode: { title: 'Épisodes', access: 'admin', menu: { label: 'Épisodes', group: 'media' } },
  podcastTheme: { staffPath: 'podcast/theme', title: 'Thèmes Podcast', access: 'admin', menu: { label: 'Thèmes Podcast', group: 'media' } },
  // Issue 33 §4: the possible adverse events found in questions, chat and contact messages, and the products the detector looks for.
  pvCase: {
    staffPath: 'pharmacovigilance/cases',
    title: 'Pharmacovigilance',
    access: 'pharmacovigilance',
    menu: { label: 'Pharmacovigilance', group: 'tools' },
  },
  pvProduct: {
    staffPath: 'pharmacovigilance/products',
    title: 'Produits (pharmacovigilance)',
    access: 'pharmacovigilance',
    menu: { label: 'Produits (pharmacovigilance)', group: 'tools' },
  },
  podcastShow: { staffPath: 'podcast/show', title: 'Podcasts', access: 'admin', menu: { label: 'Podcasts', group: 'media' } },
});

export type BackOfficeModuleName = keyof typeof BACK_OFFICE_MODULES;
