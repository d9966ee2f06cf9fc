import type { ListData, ListField, ListRow } from '@canal/contracts';

/**
 * A list answered whole, on one page, with no action, filter or export: the sub-panels under a
 * list's rows ('Webconfs', 'Personnes inscrites'). `fields` start with the hidden id.
 */
export function onePageList(list: { module: string; title: string; fields: ListField[]; rows: ListRow[]; sort: ListData['sort'] }): ListData {
  const total = list.rows.length;
  return {
    ...list,
    actions: [],
    filters: [],
    apparence: {},
    linkMap: {},
    pagination: { currentPage: 1, pageCount: total ? 1 : 0, pageLimit: Math.max(total, 1), total },
    addUrl: null,
    exportUrl: null,
    subPanel: null,
    autoReload: null,
  };
}
