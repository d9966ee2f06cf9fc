import { schema, type ServiceContext } from '@canal/service-core';

const { optinChanges } = schema;

/**
 * Writes one row per consent that changed (every consent the first time), with its time:
 * the history of what the user agreed to, and when.
 */
export async function recordOptinChanges(
  ctx: ServiceContext,
  userId: number,
  before: Record<string, string>,
  after: Record<string, string>,
  firstTime: boolean,
): Promise<number> {
  const changedAt = ctx.now();
  const rows = Object.entries(after)
    .filter(([optin, value]) => firstTime || (before[optin] ?? '') !== value)
    .map(([optin, value]) => ({ userId, optin, value, changedAt }));
  if (rows.length > 0) await ctx.db.insert(optinChanges).values(rows);
  return rows.length;
}
