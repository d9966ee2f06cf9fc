import { defineFormModule } from '../forms/defineFormModule';
import { defineListModule } from '../lists/defineListModule';
import type { ApiRoute } from '../routes/ApiRoute';
import { recordForm } from './recordForm';
import { recordList, subPanelRoute } from './recordList';
import type { RecordModule, RecordTable } from './RecordModule';

export type { RecordField, RecordFieldKind, RecordModule, RecordRow, RecordSave, RecordSubPanel, RecordTable } from './RecordModule';
export { storedFilesOf } from './recordValues';
export { rowChoices } from './rowChoices';

/**
 * The list and the form of a record module from one declaration (Django admin's ModelAdmin): the
 * routes /api/{name}/list|delete|export|edit, the sub-panel's, the edit and delete actions, the
 * form's groups, the load that maps columns to values and the save that maps them back, files moved
 * in place, the module's hooks inside the save's and the delete's transactions.
 */
export function defineRecordModule<T extends RecordTable>(module: RecordModule<T>): ApiRoute[] {
  return [
    ...(module.extraRoutes ?? []),
    ...(module.subPanel ? [subPanelRoute(module, module.subPanel)] : []),
    ...defineListModule(recordList(module)),
    ...defineFormModule(recordForm(module)),
  ];
}
