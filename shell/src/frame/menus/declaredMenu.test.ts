import { registeredRemoteSchema } from '@canal/contracts/core';
import { siteRoutesOf } from '../../routes/siteRouteTable';
import { declaredMenu, menuKeyOf } from './declaredMenu';

/** Two remotes as the registry would answer them, read by the shell's open schema. */
const routes = siteRoutesOf(
  [
    {
      name: 'public',
      routes: [
        { path: '/', page: 'HomePage', access: 'public', mainMenu: { key: 'home', label: 'Accueil', order: 10 } },
        { path: '/aide', page: 'HelpPage', access: 'public', mainMenu: { key: 'help', label: 'Aide', order: 30, variants: { one: {} } } },
        { path: '/aide/:id', page: 'HelpPage', access: 'public', menu: 'help' },
        { path: '/compte', page: 'AccountPage', access: 'loggedIn', profileMenu: { key: 'account', label: 'Mon compte', order: 10 } },
        // A newer remote's entries: a key this shell does not know, and an entry it cannot read at all.
        { path: '/nouveau', page: 'NewPage', access: 'public', mainMenu: { key: 'new', label: 'Nouveau', order: 5, access: 'superAdmin' } },
        { path: '/casse', page: 'BrokenPage', access: 'public', mainMenu: { key: 'broken', order: 'premier' } },
      ],
    },
    {
      name: 'media',
      routes: [
        { path: '/replays', page: 'ReplaysPage', access: 'public', mainMenu: { key: 'replays', label: 'Replays', order: 20, access: 'replays' } },
        { path: '/autre-accueil', page: 'OtherPage', access: 'public', mainMenu: { key: 'home', label: 'Autre accueil', order: 1 } },
        {
          path: '/fichiers',
          page: 'FilesPage',
          access: 'public',
          profileMenu: { key: 'files', label: 'Mes fichiers', order: 5, newWindow: true, variants: { two: { access: ['member', 'staff:mod'] } } },
        },
      ],
    },
  ].map((remote) => registeredRemoteSchema.parse({ ...remote, entry: `/remotes/${remote.name}/mf-manifest.json`, version: 'v1' })),
);

describe('declaredMenu: the menus the remotes declare beside their pages', () => {
  it('orders the entries of all the remotes, keeps a key once (the first), and keeps the variant’s own', () => {
    expect(declaredMenu(routes, 'mainMenu', 'one').map((link) => `${link.label} ${link.to ?? ''}`)).toEqual(['Accueil /', 'Replays /replays', 'Aide /aide']);
    expect(declaredMenu(routes, 'mainMenu', 'two').map((link) => link.key)).toEqual(['home', 'replays']);
  });

  it('shows an entry to its audience, the variant’s where it has one, else to who may open the page', () => {
    expect(declaredMenu(routes, 'mainMenu', 'one').map((link) => link.access)).toEqual(['public', 'replays', 'public']);
    expect(declaredMenu(routes, 'profileMenu', 'one')).toEqual([{ key: 'account', label: 'Mon compte', access: 'loggedIn', to: '/compte' }]);
    expect(declaredMenu(routes, 'profileMenu', 'two')).toEqual([
      { key: 'files', label: 'Mes fichiers', access: ['member', 'staff:mod'], to: '/fichiers', newWindow: true },
      { key: 'account', label: 'Mon compte', access: 'loggedIn', to: '/compte' },
    ]);
  });

  it('drops, alone, an entry whose audience this shell does not know or that it cannot read', () => {
    const keys = declaredMenu(routes, 'mainMenu', 'one').map((link) => link.key);
    expect(keys).not.toContain('new');
    expect(keys).not.toContain('broken');
    const broken = routes.find((route) => route.path === '/casse');
    expect([broken?.page, broken?.mainMenu]).toEqual(['BrokenPage', undefined]);
  });

  it('highlights the key a page names, or its own entry’s', () => {
    expect(menuKeyOf(routes.find((route) => route.path === '/aide/:id'))).toBe('help');
    expect(menuKeyOf(routes.find((route) => route.path === '/replays'))).toBe('replays');
    expect(menuKeyOf(undefined)).toBeUndefined();
  });
});
