import type { ListField } from '@canal/contracts';
import type { ListModule } from './ListModule';

/** The wire fields of the list: the first is the hidden id column. */
export function listFields(module: ListModule): ListField[] {
  return module.columns.map((column) => ({
    ...column.field,
    id: column.id,
    label: column.label,
    type: column.type,
    sortable: column.sortable !== false,
  }));
}
