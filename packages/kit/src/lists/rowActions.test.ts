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
});

describe('actionTarget', () => {
  it('appends the row id, or fills {id}', () => {
    expect(actionTarget('/staff/account/edit/', 4)).toBe('/staff/account/edit/4');
    expect(actionTarget('/live/{id}?admin=1', 4)).toBe('/live/4?admin=1');
  });
});
