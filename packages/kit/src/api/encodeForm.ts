export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

function append(params: URLSearchParams, key: string, value: FormValue): void {
  if (value === undefined) return;
  if (value === null) return params.append(key, '');
  if (Array.isArray(value)) return value.forEach((item) => append(params, `${key}[]`, item));
  if (typeof value === 'object') return Object.entries(value).forEach(([name, item]) => append(params, `${key}[${name}]`, item));
  params.append(key, String(value));
}

/** Form-urlencoded with bracket arrays, as the API expects: `a[]=1&a[]=2&o[k]=v`. */
export function encodeForm(values: Record<string, FormValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) append(params, key, value);
  return params;
}
