import type { FormOption } from '@canal/contracts';
import { getJson } from '@canal/kit';
import { readOptionsAnswer } from '@canal/kit';

/** An async select filter shows at most this many results (spec 001 section 5). */
export const ASYNC_FILTER_MAX = 20;

/** Reads `data.options` ({ text, value }) of a filter_url answer, keeping the first 20. */
export function readAsyncOptions(answer: unknown): FormOption[] {
  return readOptionsAnswer(answer).slice(0, ASYNC_FILTER_MAX);
}

/** GET {filter_url}?q=text; a failure gives no option. */
export async function fetchAsyncOptions(url: string, text: string): Promise<FormOption[]> {
  try {
    const address = `${url}${url.includes('?') ? '&' : '?'}q=${encodeURIComponent(text)}`;
    return readAsyncOptions(await getJson<unknown>(address));
  } catch {
    return [];
  }
}
