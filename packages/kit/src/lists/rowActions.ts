import type { ListAction, ListRow } from '@canal/contracts';

/** How an action shows on a row: readOnly rows view instead of edit and cannot delete (delete_forever). */
export type RowActionKind = 'edit' | 'view' | 'delete' | 'deleteForbidden' | 'preview' | 'other';

export interface RowActionView {
  action: ListAction;
  kind: RowActionKind;
  /** The icon name to draw. */
  icon: string;
  title: string;
}

const DEFAULT_TITLES: Record<RowActionKind, string> = {
  edit: 'Modifier',
  view: 'Voir',
  delete: 'Supprimer',
  deleteForbidden: 'Suppression impossible',
  preview: 'Aperçu',
  other: '',
};

function hasValue(row: ListRow, field: string): boolean {
  const value = row[field];
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return false;
  return !Array.isArray(value) || value.length > 0;
}

/** Whether an action with `onlyWhen` applies to the row: its field holds one of the values. */
function holdsOneOf(row: ListRow, onlyWhen: ListAction['onlyWhen']): boolean {
  return !onlyWhen || onlyWhen.values.includes(String(row[onlyWhen.field] ?? ''));
}

/**
 * The actions of one row, in order: an action with a `filter` shows only when that field of the row
 * has a value, one with `onlyWhen` when its field holds one of its values; a bulk action run on the
 * row ('Activer') is not offered on a read-only row, whose box cannot be checked either.
 */
export function rowActionsFor(actions: readonly ListAction[], row: ListRow): RowActionView[] {
  const readOnly = row.readOnly === 1;
  return actions
    .filter((action) => !action.filter || hasValue(row, action.filter))
    .filter((action) => holdsOneOf(row, action.onlyWhen) && !(action.bulk && readOnly))
    .map((action) => {
      let kind: RowActionKind = 'other';
      if (action.name === 'edit') kind = readOnly ? 'view' : 'edit';
      else if (action.name === 'delete') kind = readOnly ? 'deleteForbidden' : 'delete';
      else if (action.name === 'preview') kind = 'preview';
      const icon = kind === 'view' ? 'visibility' : kind === 'deleteForbidden' ? 'delete_forever' : (action.icon ?? action.name);
      const title = kind === 'view' || kind === 'deleteForbidden' ? DEFAULT_TITLES[kind] : (action.title ?? DEFAULT_TITLES[kind]) || action.name;
      return { action, kind, icon, title };
    });
}

/** Where a navigating action leads for a row: its url followed by the row id. */
export function actionTarget(url: string, rowId: number | string): string {
  if (url.includes('{id}')) return url.replaceAll('{id}', encodeURIComponent(String(rowId)));
  return `${url.replace(/\/+$/, '')}/${encodeURIComponent(String(rowId))}`;
}
