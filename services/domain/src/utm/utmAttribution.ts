import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';

const { utmAttributions, utmCodes } = schema;

/** The cookie that remembers which UTM code brought this browser, and the browser's own random id. */
export const UTM_COOKIE = 'cp_utm';
export const UTM_COOKIE_DAYS = 30;
const COOKIE_VALUE = /^([1-9]\d{0,9})\.([a-f0-9]{16})$/;

export type UtmKind = 'visit' | 'registration' | 'subscription';

/** The code id and browser id a cookie carries, or null for a missing or forged one. */
export function readUtmCookie(value: string | null): { codeId: number; visitor: string } | null {
  const match = value ? COOKIE_VALUE.exec(value) : null;
  return match ? { codeId: Number(match[1]), visitor: match[2] } : null;
}

export const utmCookieValue = (codeId: number, visitor: string = randomBytes(8).toString('hex')) => `${codeId}.${visitor}`;

/** The code's id, whatever its case, or null when no such code exists. */
export async function utmCodeId(ctx: ServiceContext, code: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: utmCodes.id })
    .from(utmCodes)
    .where(sql`lower(${utmCodes.code}) = lower(${code})`);
  return row?.id ?? null;
}

/**
 * Records what the code of this browser's cookie brought; each fact once (a second visit of the
 * same browser, a second registration of an account... add nothing). A cookie whose code was
 * deleted records nothing.
 */
export async function attributeToUtm(
  ctx: ServiceContext,
  cookie: string | null,
  kind: UtmKind,
  who: { userId?: number; eventId?: number } = {},
): Promise<void> {
  const read = readUtmCookie(cookie);
  if (!read) return;
  await ctx.db.execute(sql`
    insert into ${utmAttributions} (code_id, kind, visitor, user_id, event_id, created_at)
    select ${read.codeId}, ${kind}, ${kind === 'visit' ? read.visitor : ''}, ${who.userId ?? null}, ${who.eventId ?? null}, ${ctx.now()}
    where exists (select 1 from ${utmCodes} where ${utmCodes.id} = ${read.codeId})
    on conflict do nothing`);
}
