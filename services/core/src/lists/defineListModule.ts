import { eq, sql } from 'drizzle-orm';
import { recordChange } from '../audit/recordChange';
import type { AuditedChange } from '../db/schema';
import { listEndpoints } from '@canal/contracts';
import { HttpError, notFound } from '../http/HttpError';
import type { ApiRoute } from '../routes/ApiRoute';
import { defineFileRoute } from '../routes/defineFileRoute';
import { publicDataChanged } from '../cache/publicDataCache';
import { inTransaction } from '../db/inTransaction';
import { defineRoute } from '../routes/defineRoute';
import { sqlAt, type ListModule } from './ListModule';
import { buildExport } from './buildExport';
import { buildListData } from './buildListData';
import { exportAccessOf } from './exportAccessOf';
import { readListQuery } from './readListQuery';
import { selectRowById } from './selectRows';
import { toCsv } from './toCsv';
import { toRow } from './toRow';
import { toXlsx } from './toXlsx';
import { removeOwnedFiles } from '../uploads/removeOwnedFiles';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function stamp(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A list declared once: GET {basePath}/list, POST {basePath}/delete (when the module can remove),
 * GET {basePath}/export?format=csv|xlsx (same query as the list) and GET {basePath}/filter/{alias}
 * for each SelectAsync filter.
 */
export function defineListModule(module: ListModule): ApiRoute[] {
  const endpoints = listEndpoints(module.basePath);
  const routes: ApiRoute[] = [
    defineRoute(endpoints.page)({
      access: module.access,
      async handle({ ctx, input, user, principal }) {
        const state = readListQuery(module, input);
        return { list: 'complete', data: await buildListData(module, { ctx, user, principal }, state) };
      },
    }),
  ];

  if (module.remove) {
    const remove = module.remove;
    routes.push(
      defineRoute(endpoints.remove)({
        access: module.deleteAccess ?? module.access,
        // The row, its cascade, its history row and the release of its files: all or nothing.
        transactional: true,
        async handle({ ctx, input: { id }, user, principal }) {
          const call = { ctx, user, principal };
          const idColumn = sqlAt(module.columns[0].sql, ctx.now());
          const raw = await selectRowById(module, call, id);
          if (!raw) throw notFound('Cet élément n’existe pas ou plus.');
          if (toRow(module, call, raw).readOnly === 1) {
            throw new HttpError(403, 'Cet élément est en lecture seule : il ne peut pas être supprimé.', 'read_only');
          }
          const [stored] = (await ctx.db
            .select()
            .from(module.source.table)
            .where(sql`${idColumn} = ${id}`)) as Record<string, unknown>[];
          const children = await Promise.all(
            (module.cascades ?? []).map((cascade) => ctx.db.select().from(cascade.table).where(eq(cascade.parent, id)) as Promise<Record<string, unknown>[]>),
          );
          await remove(call, id);
          const [kept] = await ctx.db
            .select({ id: idColumn })
            .from(module.source.table)
            .where(sql`${idColumn} = ${id}`);
          // Only a row really gone releases its files, and its cascade's (a module may keep its rows and mark them).
          if (stored && !kept) {
            await removeOwnedFiles(ctx, stored, id);
            for (const child of children.flat()) await removeOwnedFiles(ctx, child, Number(child.id));
          }
          await recordChange(ctx, { user, module: module.name, itemId: id, action: 'delete', changes: deletedCells(module, toRow(module, call, raw)) });
          await publicDataChanged(ctx, module.name);
          return { deleted: 'complete' };
        },
      }),
    );
  }

  for (const action of module.bulkActions ?? []) {
    routes.push(
      defineRoute(endpoints.bulk(action.name))({
        access: action.access,
        // Each row in a savepoint of its own: a refused row rolls back alone, the others commit together.
        transactional: true,
        async handle({ ctx, input: { ids }, user, principal }) {
          const call = { ctx, user, principal };
          const refused: { id: number; log: string }[] = [];
          let done = 0;
          for (const id of [...new Set(ids)]) {
            try {
              await inTransaction(ctx, (rowCtx) => action.run({ ...call, ctx: rowCtx }, id));
              done += 1;
            } catch (error) {
              // One row refused (its rights, its state) does not stop the others: the caller is told which and why.
              if (!(error instanceof HttpError)) throw error;
              refused.push({ id, log: error.message });
            }
          }
          if (done > 0) await publicDataChanged(ctx, module.name);
          return { bulk: 'complete', done, refused };
        },
      }),
    );
  }

  const exportAccess = exportAccessOf(module);
  if (exportAccess) {
    routes.push(
      defineFileRoute(endpoints.export)({
        access: exportAccess,
        async handle({ ctx, input, user, principal, reply }) {
          const { format, ...query } = input;
          const table = await buildExport(module, { ctx, user, principal }, readListQuery(module, query, []));
          const name = `${module.name}-${stamp(ctx.now())}.${format}`;
          // Exports carry personal data: no copy in the browser's cache nor in a proxy's.
          if (format === 'csv')
            return reply.bytes(toCsv(table.header, table.lines), { type: 'text/csv; charset=utf-8', cacheControl: 'no-store', name, download: true });
          return reply.bytes(await toXlsx(module.title, table.header, table.lines), { type: XLSX_TYPE, cacheControl: 'no-store', name, download: true });
        },
      }),
    );
  }

  for (const filter of module.filters) {
    if (filter.type !== 'SelectAsync') continue;
    routes.push(
      defineRoute(endpoints.filterOptions(filter.alias))({
        access: module.access,
        async handle({ ctx, input: { q }, user, principal }) {
          const options = await filter.options({ ctx, user, principal }, q ?? '');
          return { status: 'ok', data: { options: options.slice(0, 20).map((option) => ({ text: option.label, value: option.value })) } };
        },
      }),
    );
  }
  return routes;
}

/** What a deleted row showed, kept in its history: each column's label and value before the delete. */
function deletedCells(module: ListModule, row: Record<string, unknown>): Record<string, AuditedChange> {
  return Object.fromEntries(
    module.columns.filter((column) => row[column.id] !== undefined).map((column) => [column.id, { label: column.label, old: row[column.id], new: null }]),
  );
}
