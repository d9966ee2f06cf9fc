import { eq } from 'drizzle-orm';
import { isAllowed, type ListAction, type ListSubPanel } from '@canal/contracts';
import { notFound } from '../http/HttpError';
import type { ListColumn, ListFilterDeclaration, ListModule } from '../lists/ListModule';
import { onePageList } from '../lists/onePageList';
import type { ApiRoute } from '../routes/ApiRoute';
import { defineRoute } from '../routes/defineRoute';
import type { RecordField, RecordModule, RecordSubPanel, RecordTable } from './RecordModule';

/** What the list's columns and filters are read from (no hook: any record module fits). */
type ListedModule = Pick<RecordModule, 'name' | 'table' | 'fields' | 'listOrder' | 'search'>;

/** The list's columns: the id, then the fields that have a list part, in `listOrder` when given. */
function columnsOf(module: ListedModule): ListColumn[] {
  const listed = module.fields.filter((field) => field.list);
  const byId = new Map(listed.map((field) => [field.id, field]));
  const ordered = module.listOrder ? module.listOrder.map((id) => byId.get(id)) : listed;
  if (ordered.length !== listed.length || ordered.some((field) => !field)) {
    throw new Error(`${module.name} : listOrder doit nommer chaque colonne de la liste une fois`);
  }
  return [
    { id: 'id', label: 'ID', type: 'num', sql: module.table.id },
    ...ordered
      .filter((field): field is RecordField => field !== undefined)
      .map((field) => {
        const sql = field.list?.sql ?? field.column;
        if (!sql) throw new Error(`${module.name} : la colonne « ${field.id} » n’a ni colonne ni list.sql`);
        return {
          id: field.id,
          label: field.label,
          type: field.list?.type ?? 'text',
          sql,
          searchable: field.list?.searchable,
          sortable: field.list?.sortable,
          field: field.list?.field,
        };
      }),
  ];
}

function filtersOf(module: ListedModule): ListFilterDeclaration[] {
  const selects = module.fields.flatMap((field) => {
    // The filter selects what the list shows (a session's state now), not what the form stores.
    const sql = field.list?.sql ?? field.column;
    return field.filter && sql ? [{ type: 'Select' as const, alias: field.filter.alias, label: field.label, sql, items: field.filter.items }] : [];
  });
  return [...(module.search ? [{ type: 'Search' as const, alias: 'q', label: 'Rechercher' }] : []), ...selects];
}

/**
 * The list of a record module: its columns and filters, the edit and delete actions for those who
 * may use them, and the delete, in a savepoint of the route's transaction where `beforeDelete` writes first.
 */
export function recordList<T extends RecordTable>(module: RecordModule<T>): ListModule {
  const { table } = module;
  const basePath = `/api/${module.name}`;
  const editRoute = `/staff/${module.staffPath ?? module.name}/edit`;
  const editAccess = module.editAccess ?? module.access;
  const deleteAccess = module.deleteAccess === undefined ? editAccess : module.deleteAccess;
  const createAccess = module.createAccess === undefined ? module.access : module.createAccess;
  return {
    name: module.name,
    basePath,
    title: module.title,
    access: module.access,
    ...(createAccess ? { createAccess } : {}),
    ...(module.headerAccess ? { headerAccess: module.headerAccess } : {}),
    exportAccess: module.exportAccess === undefined ? module.access : module.exportAccess,
    editRoute,
    source: { table },
    columns: columnsOf(module),
    filters: filtersOf(module),
    defaultSort: module.defaultSort,
    actions: (call) => {
      const actions: ListAction[] = [];
      if (isAllowed(editAccess, call.principal)) actions.push({ name: 'edit', url: editRoute });
      if (deleteAccess && isAllowed(deleteAccess, call.principal)) actions.push({ name: 'delete', url: `${basePath}/delete` });
      return actions;
    },
    ...(deleteAccess
      ? {
          deleteAccess,
          remove: (call, id) =>
            call.ctx.db.transaction(async (tx) => {
              await module.beforeDelete?.(call, id, tx);
              await tx.delete(table).where(eq(table.id, id));
            }),
        }
      : {}),
    ...(module.cascades ? { cascades: module.cascades } : {}),
    ...(module.subPanel ? { subPanel: subPanelOf(module.subPanel) } : {}),
  };
}

/** The list's sub-panel as the browser reads it: its names and the address of its rows (the endpoint's, without the id). */
function subPanelOf(panel: RecordSubPanel): ListSubPanel {
  return { title: panel.title, ...(panel.heading ? { heading: panel.heading } : {}), url: panel.endpoint.path.replace(/\/:id$/, '') };
}

/** GET {subPanel endpoint}/{id}: the sub-panel of one row, for those who see the list. */
export function subPanelRoute(module: Pick<RecordModule, 'table' | 'access'>, panel: RecordSubPanel): ApiRoute {
  return defineRoute(panel.endpoint)({
    access: module.access,
    async handle({ ctx, input: { id }, user, principal }) {
      const [row] = await ctx.db.select({ id: module.table.id }).from(module.table).where(eq(module.table.id, id));
      if (!row) throw notFound(panel.missing);
      return { list: 'complete' as const, data: onePageList(await panel.rows({ ctx, user, principal }, id)) };
    },
  });
}
