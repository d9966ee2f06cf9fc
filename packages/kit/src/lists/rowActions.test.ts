import type { ListAction } from '@canal/contracts';
import { actionTarget, rowActionsFor } from './rowActions';

const actions: ListAction[] = [
  { name: 'edit', url: '/staff/account/edit' },
  { name: 'preview', url: '/staff/account/preview', title: 'Fiche' },
  { name: 'delete', url: '/api/account/delete' },
  { name: 'replay', icon: 'play', url: '/replays', filter: 'eventLinkReplay' },
];

describe('rowActionsFor', () => {
  it('gives edit and delete to ordinary rows', () => {
    const views = rowActionsFor(actions, { id: 1, eventLinkReplay: '' });
    expect(views.map((view) => [view.kind, view.icon, view.title])).toEqual([
      ['edit', 'edit', 'Modifier'],
      ['preview', 'preview', 'Fiche'],
      ['delete', 'delete', 'Supprimer'],
    ]);
  });

  it('shows a view icon and delete_forever on readOnly rows', () => {
    const views = rowActionsFor(actions, { id: 2, readOnly: 1, eventLinkReplay: 'https://x' });
    expect(views.map((view) => [view.kind, view.icon])).toEqual([
      ['view', 'visibility'],
      ['preview', 'preview'],
      ['deleteForbidden', 'delete_forever'],
      ['other', 'play'],
    ]);
  });

  it('offers a bulk action on one row only where its field holds one of the values, and never on a read-only row', () => {
    const activate: ListAction = {
      name: 'activate',
      icon: 'check',
      title: 'Activer',
      bulk: 'activate',
      confirm: 'Activer ce compte ?',
      onlyWhen: { field: 'accountStatus', values: ['pending'] },
    };
    const titles = (row: Parameters<typeof rowActionsFor>[1]) => rowActionsFor([activate, actions[0]], row).map((view) => view.title);
    expect(titles({ id: 3, accountStatus: 'pending' })).toEqual(['Activer', 'Modifier']);
    expect(titles({ id: 4, accountStatus: 'active' })).toEqual(['Modifier']);
    expect(titles({ id: 5, accountStatus: 'pending', readOnly: 1 })).toEqual(['Voir']);
  });
});

describe('actionTarget', () => {
  it('appends the row id, or fills {id}', () => {
    expect(actionTarget('/staff/account/edit/', 4)).toBe('/staff/account/edit/4');
    expect(actionTarget('/live/{id}?admin=1', 4)).toBe('/live/4?admin=1');
  });
});
