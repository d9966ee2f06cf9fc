import { engineApi, type FormOption } from '@canal/contracts';
import { callEndpoint, readOptionsAnswer } from '@canal/kit';

/** An async select filter shows at most this many results (spec 001 section 5). */
export const ASYNC_FILTER_MAX = 20;

/** The first 20 choices of a filter_url answer. */
export function readAsyncOptions(answer: engineApi.OptionsAnswer): FormOption[] {
  return readOptionsAnswer(answer).slice(0, ASYNC_FILTER_MAX);
}

/** GET {filter_url}?q=text; a failure gives no option. */
export async function fetchAsyncOptions(url: string, text: string): Promise<FormOption[]> {
  try {
    return readAsyncOptions(await callEndpoint(engineApi.listFilterOptions, { q: text }, { url }));
  } catch {
    return [];
  }
}
