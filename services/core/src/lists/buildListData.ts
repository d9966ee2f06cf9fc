import { isAllowed, type ListData } from '@canal/contracts';
import type { ListCall, ListModule } from './ListModule';
import { listFields } from './listFields';
import type { ListQueryState } from './readListQuery';
import { selectRows } from './selectRows';
import { toRow } from './toRow';
import { wireFilters } from './wireFilters';
import { exportAccessOf } from './exportAccessOf';

/** GET {basePath}/list: one page of rows, filtered and sorted in SQL, with everything DynamicList needs. */
export async function buildListData(module: ListModule, call: ListCall, state: ListQueryState): Promise<ListData> {
  const { rows: raw, total } = await selectRows(module, call, state, true);
  const rows = raw.map((row) => toRow(module, call, row));
  const apparence: Record<string, string> = {};
  for (const row of rows) {
    const name = module.rowClass?.(row, call);
    if (name) apparence[String(row.id)] = name;
  }
  const exportAccess = exportAccessOf(module);
  return {
    module: module.name,
    title: module.title,
    fields: listFields(module),
    rows,
    actions: module.actions(call),
    filters: await wireFilters(module, call, state.filters),
    apparence,
    linkMap: (await module.linkMap?.(call)) ?? {},
    pagination: { currentPage: state.page, pageCount: Math.ceil(total / state.limit), pageLimit: state.limit, total },
    sort: state.sort,
    addUrl: module.createAccess && isAllowed(module.createAccess, call.principal) ? module.editRoute : null,
    header: module.headerAccess ? isAllowed(module.headerAccess, call.principal) : true,
    exportUrl: exportAccess && isAllowed(exportAccess, call.principal) ? `${module.basePath}/export` : null,
    subPanel: module.subPanel ?? null,
    autoReload: module.autoReload ?? null,
    bulkActions: (module.bulkActions ?? [])
      .filter((action) => isAllowed(action.access, call.principal))
      .map((action) => ({ name: action.name, label: action.label, confirm: action.confirm, url: `${module.basePath}/bulk/${action.name}` })),
  };
}
