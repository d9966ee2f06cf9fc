/** How autocomplete lookups and uploads are encoded: multipart (spec 000 section 7) or form-urlencoded ('form'). */
export type FormCallEncoding = 'multipart' | 'form';

/** The services parse form-urlencoded bodies (dataURL uploads included): that is the default. */
let current: FormCallEncoding = 'form';

/** Chooses the encoding of every DynamicForm's autocomplete lookups and uploads. */
export function setFormCallEncoding(encoding: FormCallEncoding): void {
  current = encoding;
}

export function formCallEncoding(): FormCallEncoding {
  return current;
}
