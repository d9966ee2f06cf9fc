import { accessWithin, type AccessKey } from '@canal/contracts';
import type { ListModule } from './ListModule';

/**
 * Who may export a list: its `exportAccess`, by default 'exports' narrowed to those who may see
 * the list (an export is the list's rows: an admin-only list stays admin-only); null: no export.
 * A declared `exportAccess` wider than the list's access is a mistake, refused at start.
 */
export function exportAccessOf(module: ListModule): AccessKey | null {
  if (module.exportAccess === null) return null;
  const wanted = module.exportAccess ?? 'exports';
  if (accessWithin(wanted, module.access)) return wanted;
  if (module.exportAccess === undefined && accessWithin(module.access, wanted)) return module.access;
  throw new Error(
    `Liste « ${module.name} » : l'export (${wanted}) ne peut pas être ouvert à qui ne voit pas la liste (${module.access}) : déclarez exportAccess.`,
  );
}
