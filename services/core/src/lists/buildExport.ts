import type { ListCall, ListModule } from './ListModule';
import { exportText } from './exportText';
import { listFields } from './listFields';
import type { ListQueryState } from './readListQuery';
import { selectRows } from './selectRows';
import { toRow } from './toRow';
import type { ExportCell } from './toCsv';

export interface ExportTable {
  header: string[];
  lines: ExportCell[][];
}

/** Every filtered row (in the list's sort) and every shown column (not the id): texts, and numbers for 'num' columns. */
export async function buildExport(module: ListModule, call: ListCall, state: ListQueryState): Promise<ExportTable> {
  const { rows } = await selectRows(module, call, state, false);
  const fields = listFields(module);
  const linkMap = (await module.linkMap?.(call)) ?? {};
  const shown = module.columns
    .map((column, index) => ({ column, field: fields[index] }))
    .slice(1)
    .filter(({ field }) => field.tf_default !== false);
  const lines = rows.map((raw) => {
    const row = toRow(module, call, raw);
    return shown.map(({ column, field }) => exportText(column, field, row, linkMap));
  });
  return { header: shown.map(({ field }) => field.label), lines };
}
