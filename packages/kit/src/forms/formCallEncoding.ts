/** How autocomplete lookups and uploads are encoded: multipart (spec 000 section 7) or urlencoded. */
export type FormCallEncoding = 'multipart' | 'urlencoded';

/** The services parse form-urlencoded bodies (dataURL uploads included): that is the default. */
let current: FormCallEncoding = 'urlencoded';

/** Chooses the encoding of every DynamicForm's autocomplete lookups and uploads. */
export function setFormCallEncoding(encoding: FormCallEncoding): void {
  current = encoding;
}

export function formCallEncoding(): FormCallEncoding {
  return current;
}

/** A body in the chosen encoding (axios sets the matching Content-Type). */
export function formCallBody(values: Record<string, string>): FormData | URLSearchParams {
  if (current === 'urlencoded') return new URLSearchParams(values);
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
}
