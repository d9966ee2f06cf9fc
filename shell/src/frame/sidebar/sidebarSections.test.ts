import type { Principal } from '@canal/contracts/core';
import { sourceSiteRoutes } from '../../routes/testing/sourceSiteRoutes';
import type { SiteRoute } from '../../routes/siteRouteTable';
import { isBackOfficePage, sidebarSections } from './sidebarSections';

let routes: SiteRoute[];
beforeAll(async () => {
  routes = await sourceSiteRoutes();
});

const WHO: Record<string, Principal> = {
  member: { role: 'member', subRole: null },
  speaker: { role: 'speaker', subRole: null },
  buadm: { role: 'staff', subRole: 'buadm' },
  mod: { role: 'staff', subRole: 'mod' },
  admin: { role: 'admin', subRole: null },
};

const shown = (who: keyof typeof WHO) =>
  Object.fromEntries(sidebarSections(routes, WHO[who]).map((section) => [section.title, section.links.map((link) => link.label)]));

describe('the back office sidebar, built from the remotes’ routes', () => {
  it('gives admin every list and tool, grouped by domain', () => {
    expect(shown('admin')).toEqual({
      'Sessions et direct': ['Modération', 'Émissions', 'UTM'],
      Contenus: ['Actualités', 'Pages', 'FAQ', 'Documentation', 'Collections de fiches', 'Fiches patients (PDF)'],
      Médias: ['Thèmes', 'Séries', 'Épisodes', 'Thèmes Podcast', 'Podcasts'],
      Comptes: ['Dashboard', 'Professionnels de santé'],
      Outils: ['E-mails', 'Exports', 'Logs', 'Annuaire RPPS', 'Exploitation', 'Pharmacovigilance', 'Produits (pharmacovigilance)', 'Usage GPTPubMed'],
    });
  });

  it('gives the staff sub-roles what they may open, and members nothing', () => {
    expect(shown('mod')).toEqual({ 'Sessions et direct': ['Modération', 'UTM'] });
    expect(shown('buadm')).toEqual({
      'Sessions et direct': ['Modération', 'Émissions', 'UTM'],
      Contenus: ['Actualités'],
      Comptes: ['Dashboard', 'Professionnels de santé'],
      Outils: ['Exports', 'Pharmacovigilance', 'Produits (pharmacovigilance)'],
    });
    expect(shown('member')).toEqual({});
  });

  it('leads every entry to a page without parameters, served by the remote that declares it', () => {
    for (const section of sidebarSections(routes, WHO.admin)) {
      for (const link of section.links) expect(routes.find((route) => route.path === link.path)?.sidebar?.label).toBe(link.label);
    }
  });

  it('frames the pages under /staff/ and the sidebar’s own pages', () => {
    const sections = sidebarSections(routes, WHO.admin);
    expect(isBackOfficePage('/staff/news/edit/3', sections)).toBe(true);
    expect(isBackOfficePage('/account', sections)).toBe(false);
  });
});
