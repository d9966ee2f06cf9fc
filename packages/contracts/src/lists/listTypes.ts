import { z } from 'zod';
import { formOptionSchema, linkMapSchema } from '../forms/formTypes';

/**
 * Wire types of the server-driven list (spec 001 sections 3 "List response", "Row", "List field",
 * "Action", "Filter"; 7 "Generic lists"). The server declares a module's list; `GET {module}/list`
 * sends a ListResponse, the kit's DynamicList renders it.
 */

/**
 * Column types. Cell values by type:
 * - 'text', 'num', selects ('SelectField', 'select', 'SelectBlocks', 'AutoComplete', 'RadioButton'): string or number
 *   (a select's label comes from the field's `options` or the linkMap).
 * - 'AutoCompleteMultiple', multiple selects: string[].
 * - 'Date', 'dateTime': epoch seconds (shown dd/mm/yyyy, with HH:MM for dateTime, Paris time).
 * - 'Avatar': initials when at most 4 characters, otherwise an image URL.
 * - 'MultiDateRangePicker': a JSON string of [start, end] pairs.
 * - 'File', 'file', 'upload': a JSON string of [{ name, dest }].
 * - 'Checkbox': 'on' or ''.
 */
export const LIST_FIELD_TYPES = [
  'text',
  'num',
  'Date',
  'dateTime',
  'Avatar',
  'MultiDateRangePicker',
  'SelectField',
  'select',
  'SelectBlocks',
  'AutoComplete',
  'AutoCompleteMultiple',
  'File',
  'file',
  'upload',
  'Checkbox',
  'RadioButton',
] as const;
export type ListFieldType = (typeof LIST_FIELD_TYPES)[number];

/** A column. The first field of every list is the id column and is not shown. */
export const listFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(LIST_FIELD_TYPES),
  options: z.array(formOptionSchema).optional(),
  multiple: z.boolean().optional(),
  defValue: z.string().optional(),
  previewUrl: z.string().optional(),
  isLink: z.boolean().optional(),
  linkUrl: z.string().optional(),
  linkTarget: z.string().optional(),
  embedType: z.string().optional(),
  typeVariant: z.string().optional(),
  listHeaderWidth: z.union([z.number(), z.string()]).optional(),
  /** Shown by default (false: the column exists but starts hidden). */
  tf_default: z.boolean().optional(),
  /**
   * The id of another field under whose cell the table draws this one, in small print, rather than
   * as a column of its own (a verdict under the number it judges); exports keep it a column.
   */
  shownUnder: z.string().optional(),
  /** The server accepts it as sf. */
  sortable: z.boolean(),
  /** A select's values drawn as coloured tags (value -> antd tag colour: 'success', 'warning', 'error', 'default'…). */
  tagColors: z.record(z.string(), z.string()).optional(),
});
export type ListField = z.infer<typeof listFieldSchema>;

export const listCellSchema = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
export type ListCell = z.infer<typeof listCellSchema>;

/** A row: its id, creation date (epoch seconds), readOnly flag, then one value per field id. */
export const listRowSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    dateCreated: z.number().nullable().optional(),
    readOnly: z.union([z.literal(0), z.literal(1)]).optional(),
    invitedAccount: z.union([z.string(), z.number(), z.null()]).optional(),
  })
  .catchall(listCellSchema);
export type ListRow = z.infer<typeof listRowSchema>;

/**
 * A row action. 'edit' goes to `url` + '/' + id (a readOnly row shows a view icon instead),
 * 'delete' asks for confirmation then POSTs id and csrf to `url` (readOnly rows: delete_forever, refused),
 * 'preview' and others go to `url` + '/' + id. `module` names the owning module, `filter` limits the action to
 * rows whose `filter` field is not empty, `callback` names a front-end handler. `bulk` runs the list's bulk
 * action of that name on this row alone, after the `confirm` question ('Activer' on a pending account); it
 * is not offered on read-only rows. `onlyWhen` shows the action on the rows whose field holds one of `values`.
 */
export const listActionSchema = z.object({
  name: z.string(),
  icon: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  module: z.string().optional(),
  filter: z.string().optional(),
  callback: z.string().optional(),
  bulk: z.string().optional(),
  confirm: z.string().optional(),
  onlyWhen: z.object({ field: z.string(), values: z.array(z.string()) }).optional(),
});
export type ListAction = z.infer<typeof listActionSchema>;

/**
 * Filter types:
 * - 'PastPresent': 'past' or 'present' on a date column (before now, or now and after).
 * - 'Select': one of `filter_items`.
 * - 'SelectAsync': a value chosen among GET `filter_url`?q=text -> { data: { options: [{ text, value }] } } (20 at most).
 * - 'Search': rows where any searchable cell contains the text (case-sensitive); blank means no filter.
 * - 'MonthYear': 'year-month' ('2026-11') on a date column; `filter_years` lists the years offered.
 * The value travels in the query under `filter_alias` (or as ff=alias&fv=value); FILTER_RESET clears it.
 */
export const LIST_FILTER_TYPES = ['PastPresent', 'Select', 'SelectAsync', 'Search', 'MonthYear'] as const;
export type ListFilterType = (typeof LIST_FILTER_TYPES)[number];

export const listFilterSchema = z.object({
  filter_type: z.enum(LIST_FILTER_TYPES),
  /** Query parameter name of the filter. */
  filter_alias: z.string(),
  filter_label: z.string(),
  /** Current value ('' when not filtering). */
  filter_value: z.string(),
  filter_years: z.array(z.number()).optional(),
  filter_url: z.string().optional(),
  filter_items: z.array(formOptionSchema).optional(),
});
export type ListFilter = z.infer<typeof listFilterSchema>;

/** The value of fv (or of a filter's alias) that clears the filter. */
export const FILTER_RESET = 'reset';

export const listPaginationSchema = z.object({
  /** 1-based. */
  currentPage: z.number(),
  pageCount: z.number(),
  pageLimit: z.number(),
  total: z.number(),
});
export type ListPagination = z.infer<typeof listPaginationSchema>;

/** A sub-panel under each row, loaded from `url` + '/' + rowId (answer: { list: 'complete', data: ListData }). */
/** The panel under an expanded row: its name (the control that opens it), its own heading when it differs (spec 001: "Personnes inscrites" titled "Invités :"), and its list's address. */
export const listSubPanelSchema = z.object({ title: z.string(), heading: z.string().optional(), url: z.string() });
export type ListSubPanel = z.infer<typeof listSubPanelSchema>;

export const SORT_WAYS = ['a', 'd'] as const;
export type SortWay = (typeof SORT_WAYS)[number];

/**
 * An action on the selected rows of a list (beyond the spec: Directus' and react-admin's bulk
 * actions): its button, the confirmation asked once ('{n}' is the number of rows) and the address
 * its ids are posted to (listEndpoints' bulk).
 */
export const listBulkActionSchema = z.object({ name: z.string(), label: z.string(), confirm: z.string(), url: z.string() });
export type ListBulkAction = z.infer<typeof listBulkActionSchema>;

export const listDataSchema = z.object({
  module: z.string(),
  title: z.string(),
  fields: z.array(listFieldSchema),
  rows: z.array(listRowSchema),
  actions: z.array(listActionSchema),
  filters: z.array(listFilterSchema),
  /** Row classes: row id -> CSS class name (e.g. 'row-blocked'). */
  apparence: z.record(z.string(), z.string()),
  linkMap: linkMapSchema,
  pagination: listPaginationSchema,
  /** The current sort. */
  sort: z.object({ field: z.string(), way: z.enum(SORT_WAYS) }),
  /** Edit route of 'Ajouter' when the caller may add, else null. */
  addUrl: z.string().nullable(),
  /** False when the caller is not shown the title line (title, saved views, columns, export, 'Ajouter'); shown when absent. */
  header: z.boolean().optional(),
  /** Export endpoint (append ?format=csv|xlsx plus the current query), null when not offered. */
  exportUrl: z.string().nullable(),
  subPanel: listSubPanelSchema.nullable(),
  /** Reload period in ms when the list refreshes itself (spec default 5000), null otherwise. */
  autoReload: z.number().nullable(),
  /** Actions on selected rows, when the caller may run some. */
  bulkActions: z.array(listBulkActionSchema).optional(),
});
export type ListData = z.infer<typeof listDataSchema>;

/** GET {module}/list answer. */
export const listResponseSchema = z.object({ list: z.literal('complete'), data: listDataSchema });
export type ListResponse = z.infer<typeof listResponseSchema>;

/** POST {module}/delete answer. */
export const deleteResponseSchema = z.object({ deleted: z.literal('complete') });
export type DeleteResponse = z.infer<typeof deleteResponseSchema>;

/** Page sizes offered (250 is defined by the paginator but not offered). */
export const PAGE_SIZES = [10, 25, 50, 100, 250] as const;
export const OFFERED_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Longest filter value the server accepts. */
export const MAX_FILTER_LENGTH = 200;

/** The list query (spec 001 section 7): configured filters travel as extra parameters named by their alias. */
export interface ListQuery {
  pp?: number;
  pl?: number;
  sf?: string;
  sw?: SortWay;
  ff?: string;
  fv?: string;
  [filterAlias: string]: string | number | undefined;
}

/** French labels of the list (spec 001 sections 2, 4, 9). */
export const LIST_TEXTS = {
  loading: 'Chargement...',
  empty: 'Aucun élément',
  rowsPerPage: 'Lignes par pages:',
  perPage: (size: number) => `${size} par page`,
  range: (from: number, to: number, count: number) => `${from}-${to}/${count}`,
  deleteTitle: 'Confirmation de suppression',
  deleteText: 'Souhaitez vous supprimer cet élément ?',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  add: 'Ajouter',
} as const;

/** A bulk action's answer: how many rows it changed, and each refused row with the reason. */
export const bulkResponseSchema = z.object({ bulk: z.literal('complete'), done: z.number(), refused: z.array(z.object({ id: z.number(), log: z.string() })) });
