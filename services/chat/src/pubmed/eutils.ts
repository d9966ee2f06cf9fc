import type { Bus, ServiceContext } from '@canal/service-core';
import { RequestPacer } from './requestPacer';

/** A search that failed after its retries: the run fails with 'tool_error' and this message. */
export class EutilsError extends Error {}

const RETRIES = 3;
const TIMEOUT_MS = 15_000;

/** One pacer per process and configuration, shared by every run: NCBI counts requests per address. */
const pacers = new WeakMap<Bus, RequestPacer>();
export function pacerOf(ctx: ServiceContext): RequestPacer {
  let pacer = pacers.get(ctx.bus);
  if (!pacer) {
    pacer = new RequestPacer(ctx.config.NCBI_API_KEY ? 10 : 3);
    pacers.set(ctx.bus, pacer);
  }
  return pacer;
}

/** NCBI answers a rate-limit breach with HTTP 200 (or 429) and this JSON body. */
const isRateLimitBody = (body: string) => /"error"\s*:\s*"API rate limit exceeded"/i.test(body.slice(0, 300));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET {NCBI_BASE_URL}/{utility}.fcgi with `tool`, `email` and the optional key, paced, retried
 * with backoff on network errors, 5xx, 429 and the rate-limit body. Answers the body as text.
 */
export async function eutilsGet(ctx: ServiceContext, utility: 'esearch' | 'esummary' | 'efetch', params: Record<string, string>): Promise<string> {
  const url = new URL(`${ctx.config.NCBI_BASE_URL.replace(/\/+$/, '')}/${utility}.fcgi`);
  for (const [name, value] of Object.entries({ ...params, tool: 'canal-pneumo', email: ctx.config.NCBI_EMAIL })) url.searchParams.set(name, value);
  if (ctx.config.NCBI_API_KEY) url.searchParams.set('api_key', ctx.config.NCBI_API_KEY);
  let lastProblem = '';
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await pause(400 * 2 ** (attempt - 1));
    await pacerOf(ctx).take();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await response.text();
      if (response.status === 429 || isRateLimitBody(body)) {
        lastProblem = 'limite de requêtes NCBI atteinte';
        continue;
      }
      if (response.status >= 500) {
        lastProblem = `NCBI a répondu ${response.status}`;
        continue;
      }
      if (!response.ok) throw new EutilsError(`La recherche NCBI a été refusée (${response.status}).`);
      return body;
    } catch (error) {
      if (error instanceof EutilsError) throw error;
      lastProblem = error instanceof Error ? error.message : String(error);
    }
  }
  throw new EutilsError(`La recherche NCBI a échoué : ${lastProblem}.`);
}

export async function eutilsJson(ctx: ServiceContext, utility: 'esearch' | 'esummary', params: Record<string, string>): Promise<unknown> {
  const body = await eutilsGet(ctx, utility, { ...params, retmode: 'json' });
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new EutilsError('Réponse NCBI illisible.');
  }
}
