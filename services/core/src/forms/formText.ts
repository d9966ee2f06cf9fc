import type { FormValue } from '@canal/contracts';

/** A form value read as trimmed text ('' for a list, files or nothing): what a module's save stores. */
export const formText = (value: FormValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
