import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  AccessKey,
  FormOption,
  LinkMap,
  ListAction,
  ListField,
  ListFieldType,
  ListRow,
  ListSubPanel,
  Principal,
  SessionUser,
  SortWay,
} from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';

/** One call of a list route: who asks. */
export interface ListCall {
  ctx: ServiceContext;
  user: SessionUser | null;
  principal: Principal;
}

export type SqlExpression = SQL | AnyPgColumn;

/** An expression that depends on the service's clock (a session's state now, core eventStateSql): made at each query with ctx.now(). */
export type ClockedSql = (now: Date) => SQL;

/** What a column or a Select filter reads: an expression, or one made from the clock. */
export type ColumnSql = SqlExpression | ClockedSql;

/** The expression a column or filter reads at `now`. */
export const sqlAt = (expression: ColumnSql, now: Date): SqlExpression => (typeof expression === 'function' ? expression(now) : expression);

/** A column: its wire field, and the SQL expression its cells come from. */
export interface ListColumn {
  id: string;
  label: string;
  type: ListFieldType;
  sql: ColumnSql;
  /** Accepted as sf (default true). */
  sortable?: boolean;
  /** Looked into by the Search filter (default: text columns). */
  searchable?: boolean;
  /** Other attributes of the wire field (options, isLink, listHeaderWidth...). */
  field?: Partial<Omit<ListField, 'id' | 'label' | 'type' | 'sortable'>>;
  /** Export text of a cell when the default (option label, linkMap, Paris date) does not fit. */
  exportText?(cell: ListRow[string], row: ListRow): string;
}

/** A filter declaration; its value travels in the query under `alias` (or ff=alias&fv=value). */
export type ListFilterDeclaration =
  | {
      type: 'Search';
      alias: string;
      label: string;
      columns?: string[];
      /**
       * A lower-cased text to search without regard to case, which a trigram index can serve
       * (`lower(a || ' ' || b)` with a matching gin_trgm_ops index); replaces the column scan.
       */
      document?: SqlExpression;
      /** What else matches the text: codes whose labels contain it ('Médecin' finds the job code). */
      alsoMatching?(text: string): SQL | undefined;
    }
  | {
      type: 'Select';
      alias: string;
      label: string;
      sql: ColumnSql;
      items: FormOption[];
      /** The condition for a value when it is not `sql = value`. */
      where?(value: string): SQL;
    }
  | {
      type: 'SelectAsync';
      alias: string;
      label: string;
      sql: SqlExpression;
      where?(value: string): SQL;
      /** The options matching the typed text (the engine keeps 20), served at {basePath}/filter/{alias}. */
      options(call: ListCall, text: string): Promise<FormOption[]>;
    }
  | { type: 'PastPresent'; alias: string; label: string; sql: SqlExpression }
  | { type: 'MonthYear'; alias: string; label: string; sql: SqlExpression; years(call: ListCall): number[] | Promise<number[]> };

/** Where the rows come from: a table, and optionally joined tables. */
/** A table whose rows go with the list's row by a cascading foreign key (`parent`). */
export interface ListCascade {
  table: PgTable;
  parent: AnyPgColumn;
}

export interface ListSource {
  table: PgTable;
  joins?: Array<{ table: PgTable; on: SQL; kind?: 'left' | 'inner' }>;
}

/**
 * A list declared once on the server: `defineListModule` turns it into GET {basePath}/list,
 * POST {basePath}/delete, GET {basePath}/export and GET {basePath}/filter/{alias}.
 */
export interface ListModule {
  name: string;
  /** '/api/account'. */
  basePath: string;
  title: string;
  access: AccessKey;
  /** Who may delete (default: access); no `remove`: no delete route. */
  deleteAccess?: AccessKey;
  /** Who sees 'Ajouter' (to `editRoute` with no id). */
  createAccess?: AccessKey;
  /** Who is shown the list's title line (title, saved views, columns, export, 'Ajouter'); everyone with `access` when absent. */
  headerAccess?: AccessKey;
  /** Who may export (default: 'exports' narrowed to `access`, see exportAccessOf); null: no export. */
  exportAccess?: AccessKey | null;
  /** Front-end edit route, e.g. '/staff/account/edit'. */
  editRoute: string;
  source: ListSource;
  /** Rows this module ever shows (e.g. not the deleted ones). */
  where?(call: ListCall): SQL | undefined;
  /** The first column is the id: hidden, sortable. */
  columns: ListColumn[];
  filters: ListFilterDeclaration[];
  defaultSort: { field: string; way: SortWay };
  actions(call: ListCall): ListAction[];
  rowClass?(row: ListRow, call: ListCall): string | undefined;
  readOnly?(row: ListRow, call: ListCall): boolean;
  /**
   * Deletes one row (already checked: it exists in this list and is not read-only). When the row is
   * gone afterwards, the files it owned are removed from the upload storage (removeOwnedFiles).
   */
  remove?: (call: ListCall, id: number) => Promise<void>;
  /** Rows of other tables that a foreign key deletes with this one (a collection's leaflets): their files leave the storage too. */
  cascades?: ListCascade[];
  linkMap?(call: ListCall): LinkMap | Promise<LinkMap>;
  subPanel?: ListSubPanel;
  autoReload?: number;
  /** Actions on selected rows: POST {basePath}/bulk/{name} with ids, each row run on its own. */
  bulkActions?: ListBulkDeclaration[];
}

/**
 * One bulk action: who may run it, its button and confirmation, and what it does to one row
 * (throwing an HttpError refuses that row with its French message; the others still run).
 */
export interface ListBulkDeclaration {
  name: string;
  label: string;
  /** The confirmation asked once; '{n}' is replaced by the number of selected rows. */
  confirm: string;
  access: AccessKey;
  run(call: ListCall, id: number): Promise<void>;
}
