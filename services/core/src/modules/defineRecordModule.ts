import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessKey, FormField, FormOption, FormValue, FormValues, ListFieldType, SortWay } from '@canal/contracts';
import type { StoredFile } from '../db/schema';
import { defineFormModule } from '../forms/defineFormModule';
import { formText } from '../forms/formText';
import type { FormCall } from '../forms/FormModule';
import { defineListModule } from '../lists/defineListModule';
import type { ListCascade, ListColumn, ListFilterDeclaration, SqlExpression } from '../lists/ListModule';
import type { ApiRoute } from '../routes/ApiRoute';
import { fieldFilesValue, keptFieldFiles } from '../uploads/commitUploads';
import { removeFilesTakenOut } from '../uploads/removeOwnedFiles';

/** How a column's value becomes a form value and back. */
export type RecordFieldKind = 'text' | 'number' | 'flag' | 'files';

/**
 * One field of a record module, declared once: its column, and where it shows. `list` makes it a
 * column of the list, `form` a field of the form (its id and label are the declaration's).
 */
export interface RecordField {
  id: string;
  label: string;
  /** None for a note (a static form field that is never stored). */
  column?: AnyPgColumn;
  kind?: RecordFieldKind;
  /** Files: the upload folder kind ('themes' -> /cache/themes/{id}/…). */
  uploadKind?: string;
  /** `sql` shows something else than the column (a parent's title instead of its id). */
  list?: { type?: ListFieldType; sql?: SqlExpression } & Pick<ListColumn, 'searchable' | 'field' | 'sortable'>;
  form?: Omit<FormField, 'id' | 'label'>;
  /** A select's choices read from the data at each load and save (another table's rows: a leaflet's collection). */
  choices?(call: FormCall): Promise<FormOption[]>;
  /** A Select filter on the list with these choices. */
  filter?: { alias: string; items: { value: string; label: string }[] };
  /** The form's value when creating. */
  initial?: FormValue;
}

/** A back-office module over one table, declared once: its name gives every path, its fields the list, the form, loading and saving. */
export interface RecordModule {
  /** 'theme': API under /api/theme, pages under /staff/{staffPath}. */
  name: string;
  /** Page path when it differs from the name ('podcast/theme'). */
  staffPath?: string;
  title: string;
  table: PgTable & { id: AnyPgColumn };
  access: AccessKey;
  createAccess?: AccessKey;
  exportAccess?: AccessKey | null;
  /** The form's group title. */
  formLabel: string;
  formTitle?: { create: string; edit: string };
  fields: RecordField[];
  defaultSort: { field: string; way: SortWay };
  /** A text search over the list's text columns. */
  search?: boolean;
  check?(call: FormCall, values: FormValues): Promise<Record<string, string>>;
  /** Other routes of the module (a sub-panel, a links endpoint...). */
  extraRoutes?: ApiRoute[];
  /** Rows of other tables that a foreign key deletes with this one (see ListModule.cascades). */
  cascades?: ListCascade[];
}

function formValueOf(field: RecordField, stored: unknown): FormValue {
  switch (field.kind ?? 'text') {
    case 'files':
      return fieldFilesValue((stored as StoredFile[] | null) ?? []);
    case 'flag':
      return stored ? 'on' : '';
    default:
      return stored === null || stored === undefined ? '' : String(stored);
  }
}

function columnValueOf(field: RecordField, value: FormValue | undefined): unknown {
  switch (field.kind ?? 'text') {
    case 'number': {
      const number = Number(formText(value));
      return Number.isFinite(number) ? number : 0;
    }
    case 'flag':
      return formText(value) === 'on';
    default:
      return formText(value);
  }
}

/**
 * The list and the form of a record module from one declaration (Django admin's ModelAdmin): the
 * routes /api/{name}/list|delete|export|edit, the edit and delete actions, the form's groups, the
 * load that maps columns to values and the save that maps them back, files moved in place.
 */
export function defineRecordModule(module: RecordModule): ApiRoute[] {
  const staffPath = module.staffPath ?? module.name;
  const basePath = `/api/${module.name}`;
  const editRoute = `/staff/${staffPath}/edit`;
  const { table } = module;
  // Each field's property on the table (its key in Drizzle's rows), found once at declaration.
  const properties = new Map(module.fields.map((field) => [field.id, Object.entries(table).find(([, column]) => column === field.column)?.[0] ?? field.id]));
  const property = (field: RecordField) => properties.get(field.id) ?? field.id;
  const stored = module.fields.filter((field): field is RecordField & { column: AnyPgColumn } => field.column !== undefined);
  const listed = stored.filter((field) => field.list);
  const filters: ListFilterDeclaration[] = [
    ...(module.search ? [{ type: 'Search' as const, alias: 'q', label: 'Rechercher' }] : []),
    ...stored.filter((field) => field.filter).map((field) => ({ type: 'Select' as const, alias: field.filter?.alias ?? field.id, label: field.label, sql: field.column, items: field.filter?.items ?? [] })),
  ];
  const scalarFields = stored.filter((field) => field.form && (field.kind ?? 'text') !== 'files');
  const fileFields = stored.filter((field) => field.form && field.kind === 'files');
  return [
    ...(module.extraRoutes ?? []),
    ...defineListModule({
      name: module.name,
      basePath,
      title: module.title,
      access: module.access,
      createAccess: module.createAccess ?? module.access,
      exportAccess: module.exportAccess === undefined ? module.access : module.exportAccess,
      editRoute,
      source: { table },
      columns: [{ id: 'id', label: 'ID', type: 'num', sql: table.id }, ...listed.map((field) => ({ id: field.id, label: field.label, type: field.list?.type ?? 'text', sql: field.list?.sql ?? field.column, searchable: field.list?.searchable, sortable: field.list?.sortable, field: field.list?.field }))],
      filters,
      defaultSort: module.defaultSort,
      actions: () => [
        { name: 'edit', url: editRoute },
        { name: 'delete', url: `${basePath}/delete` },
      ],
      remove: async (call, id) => {
        await call.ctx.db.delete(table).where(eq(table.id, id));
      },
      ...(module.cascades ? { cascades: module.cascades } : {}),
    }),
    ...defineFormModule({
      name: module.name,
      fetchPath: `${basePath}/edit`,
      access: module.access,
      createAccess: module.createAccess ?? module.access,
      idMode: 'optional',
      uploads: fileFields.length > 0,
      ...(module.formTitle ? { title: (call: FormCall) => (call.id === null ? module.formTitle?.create ?? '' : module.formTitle?.edit ?? '') } : {}),
      groups: async (call) => [
        {
          label: module.formLabel,
          items: await Promise.all(module.fields.filter((field) => field.form).map(async (field) => ({ ...field.form, id: field.id, label: field.label, ...(field.choices ? { options: await field.choices(call) } : {}) }) as FormField)),
        },
      ],
      load: async (call): Promise<FormValues | null> => {
        if (call.id === null) return Object.fromEntries(module.fields.filter((field) => field.initial !== undefined).map((field) => [field.id, field.initial as FormValue]));
        const [row] = (await call.ctx.db.select().from(table).where(eq(table.id, call.id))) as Record<string, unknown>[];
        if (!row) return null;
        return Object.fromEntries(stored.filter((field) => field.form).map((field) => [field.id, formValueOf(field, row[property(field)])]));
      },
      ...(module.check ? { check: module.check } : {}),
      save: async (call, values) => {
        const columns = Object.fromEntries(scalarFields.map((field) => [property(field), columnValueOf(field, values[field.id])]));
        const [before] = call.id === null ? [] : ((await call.ctx.db.select().from(table).where(eq(table.id, call.id))) as Record<string, unknown>[]);
        const id = call.id ?? ((await call.ctx.db.insert(table).values(columns).returning({ id: table.id })) as { id: number }[])[0]?.id;
        if (id === undefined) throw new Error(`${module.name} : l’enregistrement n’a pas été créé`);
        const files = Object.fromEntries(
          await Promise.all(
            fileFields.map(async (field) => {
              const storedFiles = (before?.[property(field)] as StoredFile[] | undefined) ?? [];
              return [property(field), await keptFieldFiles(call, values[field.id], field.uploadKind ?? module.name, id, storedFiles)] as const;
            }),
          ),
        );
        const changes = { ...(call.id === null ? {} : columns), ...files };
        if (Object.keys(changes).length > 0) await call.ctx.db.update(table).set(changes).where(eq(table.id, id));
        await removeFilesTakenOut(call.ctx, id, before, changes);
        return { id };
      },
      redirect: () => `/staff/${staffPath}/list`,
    }),
  ];
}
