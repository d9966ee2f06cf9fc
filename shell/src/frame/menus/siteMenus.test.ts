import type { Principal } from '@canal/contracts/core';
import { sourceSiteRoutes } from '../../routes/testing/sourceSiteRoutes';
import type { SiteRoute } from '../../routes/siteRouteTable';
import { menusFor, type MenuVariant } from './siteMenus';

let routes: SiteRoute[];
beforeAll(async () => {
  routes = await sourceSiteRoutes();
});

const WHO: Record<string, Principal> = {
  visitor: { role: 'visitor', subRole: null },
  member: { role: 'member', subRole: null },
  speaker: { role: 'speaker', subRole: null },
  staff: { role: 'staff', subRole: null },
  buadm: { role: 'staff', subRole: 'buadm' },
  buadmCtr: { role: 'staff', subRole: 'buadmCtr' },
  mod: { role: 'staff', subRole: 'mod' },
  invit: { role: 'staff', subRole: 'invit' },
  admin: { role: 'admin', subRole: null },
};

const profileOf = (variant: MenuVariant, who: keyof typeof WHO) => menusFor(variant, WHO[who], false, routes).profile.map((link) => link.label);
const mainOf = (variant: MenuVariant, who: keyof typeof WHO, hasEvents = false) =>
  menusFor(variant, WHO[who], hasEvents, routes).main.map((link) => link.label);

// The spec's lists in 'MON COMPTE'; the others are in the back office's sidebar (frame/sidebar).
const STAFF_LISTS = ['Émissions', 'Actualités', 'Thèmes', 'FAQ', 'Documentation', 'Pages'];

describe('the profile menu of each variant (spec 000 section 6)', () => {
  it('variant one: admin sees every entry, members their account, files and logout, sub-roles their tools', () => {
    expect(profileOf('one', 'visitor')).toEqual([]);
    expect(profileOf('one', 'member')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Déconnexion']);
    expect(profileOf('one', 'speaker')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Modération', 'Déconnexion']);
    expect(profileOf('one', 'buadm')).toEqual([
      'Mon compte',
      'Mes fichiers',
      'Mes attestations',
      'Professionnels de santé',
      'Modération',
      'UTM',
      'Exports',
      'Déconnexion',
    ]);
    expect(profileOf('one', 'mod')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Modération', 'UTM', 'Déconnexion']);
    expect(profileOf('one', 'admin')).toEqual([
      'Mon compte',
      'Mes fichiers',
      'Mes attestations',
      'Professionnels de santé',
      'Modération',
      ...STAFF_LISTS,
      'UTM',
      'Exports',
      'E-mails',
      'Logs',
      'Usage GPTPubMed',
      'Déconnexion',
    ]);
  });

  it('variant two: member, speaker and staff see their account; admin the staff lists; buadm accounts and exports; mod, buadm and speaker moderation; logout for all', () => {
    expect(profileOf('two', 'visitor')).toEqual([]);
    expect(profileOf('two', 'member')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Déconnexion']);
    expect(profileOf('two', 'speaker')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Modération', 'Déconnexion']);
    expect(profileOf('two', 'staff')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Déconnexion']);
    expect(profileOf('two', 'buadm')).toEqual([
      'Mon compte',
      'Mes fichiers',
      'Mes attestations',
      'Professionnels de santé',
      'Modération',
      'Exports',
      'Déconnexion',
    ]);
    expect(profileOf('two', 'mod')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Modération', 'Déconnexion']);
    expect(profileOf('two', 'buadmCtr')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Déconnexion']);
    expect(profileOf('two', 'invit')).toEqual(['Mon compte', 'Mes fichiers', 'Mes attestations', 'Déconnexion']);
    expect(profileOf('two', 'admin')).toEqual([
      'Professionnels de santé',
      'Modération',
      ...STAFF_LISTS,
      'UTM',
      'Exports',
      'E-mails',
      'Logs',
      'Usage GPTPubMed',
      'Déconnexion',
    ]);
  });

  it('gives the pending-accounts badge to the accounts entry in both variants', () => {
    for (const variant of ['one', 'two'] as const) {
      expect(menusFor(variant, WHO.buadm, false, routes).profile.find((link) => link.key === 'accounts')?.pendingBadge).toBe(true);
    }
  });
});

describe('the main menu of each variant', () => {
  it('variant one: the same home entry for everyone, the member pages for logged-in users only', () => {
    expect(mainOf('one', 'visitor')).toEqual(['Accueil', 'Vidéos', 'Documentation', 'Aide', 'Contact']);
    expect(mainOf('one', 'member', true)).toEqual(['Accueil', 'Vidéos', 'Replays', 'Podcasts', 'Documentation', 'GPTPubMed', 'Aide', 'Contact']);
    expect(mainOf('one', 'speaker')).not.toContain('Replays');
  });

  it("variant two: 'Accueil' for visitors and users without sessions, 'Mes webinaires' for a user with registered events", () => {
    expect(mainOf('two', 'visitor')[0]).toBe('Accueil');
    expect(mainOf('two', 'member')[0]).toBe('Accueil');
    expect(mainOf('two', 'member', true)[0]).toBe('Mes webinaires');
    expect(mainOf('two', 'admin', true)[0]).toBe('Mes webinaires');
  });

  it('variant two: series menus with their categories for members; nothing of the member area for visitors', () => {
    const member = menusFor('two', WHO.member, false, routes).main;
    expect(member.find((link) => link.key === 'mesReplays')?.children?.map((child) => child.to)).toEqual([
      '/MesReplays/BPCO',
      '/MesReplays/Asthme',
      '/MesReplays/PneumoInnovations',
      '/MesReplays/ParcoursSoins',
      '/MesReplays/Tout',
    ]);
    expect(mainOf('two', 'member')).toEqual(['Accueil', 'Mes replays', 'Mes podcasts', 'Replays', 'GPTPubMed']);
    expect(mainOf('two', 'visitor')).not.toContain('GPTPubMed');
  });
});
