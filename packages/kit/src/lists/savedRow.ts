/**
 * The row a form just saved, handed to the list it goes back to through the router's state: the
 * list highlights it and brings it into view (react-admin's way), without a query parameter that
 * a shared or reloaded address would keep.
 */
export interface SavedRowState {
  savedRowId: string;
}

export const SAVED_MESSAGE = 'Enregistré.';

export function savedRowState(id: number | string | null | undefined): SavedRowState | undefined {
  return id === null || id === undefined || id === '' ? undefined : { savedRowId: String(id) };
}

/** The saved row's id in a location's state, whatever else a page put there. */
export function savedRowIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('savedRowId' in state)) return null;
  return typeof state.savedRowId === 'string' ? state.savedRowId : null;
}

export const SAVED_ROW_CLASS = 'row-saved';
