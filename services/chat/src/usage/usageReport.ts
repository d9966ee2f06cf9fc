import { sql } from 'drizzle-orm';
import type { ChatRunStep, ChatUsage } from '@canal/contracts';
import { rowsOf, type ModelPrices, type ServiceContext } from '@canal/service-core';

/** How many of the slowest runs the page lists. */
const SLOWEST = 10;

interface Tokens {
  promptTokens: number;
  completionTokens: number;
  cachedTokens: number;
}

const priceOf = (prices: ModelPrices, model: string): number | null => prices.byModel[model] ?? prices.all;

/**
 * What these tokens of this model cost, per the operator's prices per million tokens (the cached
 * ones at the input price: an upper bound, since providers bill them less); null without a price.
 */
export function costOf(ctx: ServiceContext, model: string, tokens: Tokens): number | null {
  const input = priceOf(ctx.config.CHAT_PRICE_INPUT_PER_MTOK, model);
  const output = priceOf(ctx.config.CHAT_PRICE_OUTPUT_PER_MTOK, model);
  if (input === null || output === null) return null;
  return (tokens.promptTokens * input + tokens.completionTokens * output) / 1_000_000;
}

/** Sums that stay null as soon as one part has no price. */
const addCost = (sum: number | null, cost: number | null) => (sum === null || cost === null ? null : sum + cost);

interface GroupRow extends Record<string, unknown> {
  day: string;
  model: string;
  status: string;
  error_code: string | null;
  runs: number;
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens: number;
}

interface SlowRow extends Record<string, unknown> {
  run_id: string;
  created_at: Date;
  model: string;
  status: string;
  error_code: string | null;
  duration_ms: number;
  first_token_ms: number | null;
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens: number;
  steps: ChatRunStep[];
}

/**
 * The assistant's use over the last `days` Paris days (today included), day by day: questions,
 * members, completed and failed runs (by cause), tokens and the estimated cost; then the slowest
 * runs of the period with their steps. Read from chat_usage, which keeps no text of the discussions.
 */
export async function usageReport(ctx: ServiceContext, days: number): Promise<Omit<ChatUsage, 'result'>> {
  const today = sql`(${ctx.now().toISOString()}::timestamptz at time zone 'Europe/Paris')::date`;
  const firstDay = sql`(${today} - ${days - 1}::int)`;
  const since = sql`(${firstDay}::timestamp at time zone 'Europe/Paris')`;
  const day = sql`to_char((created_at at time zone 'Europe/Paris')::date, 'YYYY-MM-DD')`;

  const calendar = await rowsOf<{ day: string }>(
    ctx.db,
    sql`select to_char(d, 'YYYY-MM-DD') as day from generate_series(${firstDay}, ${today}, interval '1 day') d order by d`,
  );
  const groups = await rowsOf<GroupRow>(
    ctx.db,
    sql`select ${day} as day, model, status, error_code, count(*)::int as runs,
          sum(prompt_tokens)::float8 as prompt_tokens, sum(completion_tokens)::float8 as completion_tokens, sum(cached_tokens)::float8 as cached_tokens
        from chat_usage where created_at >= ${since} group by 1, 2, 3, 4`,
  );
  const members = await rowsOf<{ day: string; members: number }>(
    ctx.db,
    sql`select ${day} as day, count(distinct user_id)::int as members from chat_usage where created_at >= ${since} group by 1`,
  );
  const [period] = await rowsOf<{ members: number }>(ctx.db, sql`select count(distinct user_id)::int as members from chat_usage where created_at >= ${since}`);
  const slowest = await rowsOf<SlowRow>(
    ctx.db,
    sql`select run_id, created_at, model, status, error_code, duration_ms, first_token_ms, prompt_tokens, completion_tokens, cached_tokens, steps
        from chat_usage where created_at >= ${since} and duration_ms is not null order by duration_ms desc limit ${SLOWEST}`,
  );

  const unpriced = new Set<string>();
  const perDay = calendar.map(({ day: date }) => {
    const rows = groups.filter((row) => row.day === date);
    const failed: Record<string, number> = {};
    for (const row of rows) if (row.status === 'failed') failed[row.error_code ?? 'inconnu'] = (failed[row.error_code ?? 'inconnu'] ?? 0) + row.runs;
    let cost: number | null = 0;
    for (const row of rows) {
      const rowCost = costOf(ctx, row.model, { promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens, cachedTokens: row.cached_tokens });
      if (rowCost === null) unpriced.add(row.model);
      cost = addCost(cost, rowCost);
    }
    const sum = (pick: (row: GroupRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
    return {
      day: date,
      questions: sum((row) => row.runs),
      members: members.find((row) => row.day === date)?.members ?? 0,
      completed: sum((row) => (row.status === 'completed' ? row.runs : 0)),
      failed,
      promptTokens: sum((row) => row.prompt_tokens),
      completionTokens: sum((row) => row.completion_tokens),
      cachedTokens: sum((row) => row.cached_tokens),
      cost,
    };
  });

  const total = (pick: (entry: (typeof perDay)[number]) => number) => perDay.reduce((sum, entry) => sum + pick(entry), 0);
  return {
    days: perDay,
    totals: {
      questions: total((entry) => entry.questions),
      members: period?.members ?? 0,
      failed: total((entry) => Object.values(entry.failed).reduce((sum, count) => sum + count, 0)),
      promptTokens: total((entry) => entry.promptTokens),
      completionTokens: total((entry) => entry.completionTokens),
      cachedTokens: total((entry) => entry.cachedTokens),
      cost: perDay.reduce<number | null>((sum, entry) => addCost(sum, entry.cost), 0),
    },
    prices: { currency: ctx.config.CHAT_PRICE_CURRENCY, unpricedModels: [...unpriced].sort() },
    slowest: slowest.map((row) => {
      const tokens = { promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens, cachedTokens: row.cached_tokens };
      return {
        runId: row.run_id,
        createdAt: new Date(row.created_at).toISOString(),
        model: row.model,
        status: row.status,
        errorCode: row.error_code,
        durationMs: row.duration_ms,
        firstTokenMs: row.first_token_ms,
        ...tokens,
        cost: costOf(ctx, row.model, tokens),
        steps: row.steps,
      };
    }),
  };
}
