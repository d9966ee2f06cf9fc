import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MARKUP_HELP_FIELD, type FormField, type FormGroup, type FormValues } from '@canal/contracts';
import type { Database } from '../db/openDatabase';
import type { FormCall, FormModule } from '../forms/FormModule';
import { keptFieldFiles } from '../uploads/commitUploads';
import { removeFilesTakenOut } from '../uploads/removeOwnedFiles';
import type { RecordField, RecordModule, RecordRow, RecordTable } from './RecordModule';
import { columnValueOf, formValueOf, kindProblems, storedFilesOf } from './recordValues';

type StoredField = RecordField & { column: AnyPgColumn };

/** Each field's property on the table (its key in Drizzle's rows), found once at declaration. */
export function tableProperties(table: RecordTable, fields: readonly RecordField[]): (field: RecordField) => string {
  const properties = new Map(fields.map((field) => [field.id, Object.entries(table).find(([, column]) => column === field.column)?.[0] ?? field.id]));
  return (field) => properties.get(field.id) ?? field.id;
}

/**
 * The form's groups: each field in its group (in the order of their first field), the markup help
 * note before the first text that takes it, never above a rich-text editor (which has its toolbar).
 */
async function groupsOf(fields: readonly RecordField[], formLabel: string, call: FormCall): Promise<FormGroup[]> {
  const groups = new Map<string, FormField[]>();
  let markupHelpShown = false;
  for (const field of fields) {
    if (!field.form) continue;
    const { label, ...form } = field.form;
    const items = groups.get(field.group ?? formLabel) ?? [];
    groups.set(field.group ?? formLabel, items);
    const takesMarkup = Boolean(field.markup) && !form.richText;
    if (takesMarkup && !markupHelpShown) items.push(MARKUP_HELP_FIELD);
    markupHelpShown ||= takesMarkup;
    items.push({ ...form, id: field.id, label: label ?? field.label, ...(field.choices ? { options: await field.choices(call) } : {}) });
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}

/**
 * The form of a record module: the groups, the load that maps columns to values and the save that
 * maps them back in one transaction (the row locked, the module's columns and hooks, the files moved
 * in place and those taken out removed after the commit). The form engine validates before, writes
 * the history row and tells the public caches after (handleFormPost).
 */
export function recordForm<T extends RecordTable>(module: RecordModule<T>): FormModule {
  // Written through the constraint's type: the columns come from the declaration, not from T's insert type.
  const table: RecordTable = module.table;
  const property = tableProperties(table, module.fields);
  const stored = module.fields.filter((field): field is StoredField => field.column !== undefined && field.form !== undefined);
  const scalarFields = stored.filter((field) => field.kind !== 'files');
  const fileFields = stored.filter((field) => field.kind === 'files');
  const staffPath = module.staffPath ?? module.name;
  const rowOf = async (db: Database, id: number, lock: boolean): Promise<RecordRow<T> | undefined> => {
    const select = db.select().from(table).where(eq(table.id, id));
    const [row] = (lock ? await select.for('update') : await select) as RecordRow<T>[];
    return row;
  };
  const { formTitle, createAccess } = module;
  return {
    name: module.name,
    fetchPath: `/api/${module.name}/edit`,
    access: module.editAccess ?? module.access,
    ...(createAccess === null ? { idMode: 'required' as const } : { idMode: 'optional' as const, createAccess: createAccess ?? module.access }),
    uploads: fileFields.length > 0,
    ...(formTitle ? { title: (call: FormCall) => (call.id === null ? (formTitle.create ?? '') : formTitle.edit) } : {}),
    groups: (call) => groupsOf(module.fields, module.formLabel, call),
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return Object.fromEntries(module.fields.flatMap((field) => (field.initial === undefined ? [] : [[field.id, field.initial]])));
      const row = await rowOf(call.ctx.db, call.id, false);
      if (!row) return null;
      const cells: Record<string, unknown> = row;
      const values = Object.fromEntries(stored.map((field) => [field.id, formValueOf(field, cells[property(field)])]));
      return module.load ? module.load(call, row, values) : values;
    },
    check: async (call, values) => ({ ...kindProblems(module.fields, values), ...(await module.check?.(call, values)) }),
    // A savepoint inside the post's transaction: the hooks get a `Tx`, and their writes stand or fall with the row.
    save: (call, values) =>
      call.ctx.db.transaction(async (tx) => {
        const before = call.id === null ? undefined : await rowOf(tx, call.id, true);
        // An edit writes the columns of the values it received only (the shown, editable fields of the
        // active categories): a field the form did not show, or showed read-only, keeps its column.
        const written = call.id === null ? scalarFields : scalarFields.filter((field) => field.id in values);
        const columns = {
          ...Object.fromEntries(written.map((field) => [property(field), columnValueOf(field, values[field.id])])),
          ...(await module.beforeSave?.({ call, values, before }, tx)),
        };
        const id = call.id ?? ((await tx.insert(table).values(columns).returning({ id: table.id })) as { id: number }[])[0]?.id;
        if (id === undefined) throw new Error(`${module.name} : l’enregistrement n’a pas été créé`);
        const previous: Record<string, unknown> | undefined = before;
        const kept = (field: StoredField) =>
          keptFieldFiles(call, values[field.id], field.uploadKind ?? module.name, id, storedFilesOf(previous?.[property(field)]));
        const filesWritten = call.id === null ? fileFields : fileFields.filter((field) => field.id in values);
        const files = Object.fromEntries(await Promise.all(filesWritten.map(async (field) => [property(field), await kept(field)] as const)));
        const changes = { ...(call.id === null ? {} : columns), ...files };
        if (Object.keys(changes).length > 0) await tx.update(table).set(changes).where(eq(table.id, id));
        await module.afterSave?.({ call, values, before, id }, tx);
        await removeFilesTakenOut(call.ctx, id, previous, changes);
        return { id };
      }),
    ...(module.staysOnSave ? {} : { redirect: () => `/staff/${staffPath}/list` }),
  };
}
