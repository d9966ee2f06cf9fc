import { sql } from 'drizzle-orm';
import { rowsOf, schema, type ServiceContext } from '@canal/service-core';

const { users } = schema;

/**
 * New member accounts per week (weeks start on Monday, Paris time), the last `weeks` weeks up to the
 * current one, oldest first; a week without any registration is there with 0, so a chart has no gap.
 */
export async function registrationsByWeek(ctx: ServiceContext, weeks: number): Promise<{ weekStart: string; value: number }[]> {
  const thisWeek = sql`date_trunc('week', ${ctx.now().toISOString()}::timestamptz at time zone 'Europe/Paris')`;
  const rows = await rowsOf<{ week_start: string; value: number }>(
    ctx.db,
    sql`with weeks as (select generate_series(${thisWeek} - ${weeks - 1} * interval '1 week', ${thisWeek}, interval '1 week') as week),
        counted as (
          select date_trunc('week', ${users.createdAt} at time zone 'Europe/Paris') as week, count(*)::int as value
            from ${users}
           where ${users.role} = 'member' and ${users.createdAt} >= (${thisWeek} - ${weeks - 1} * interval '1 week') at time zone 'Europe/Paris'
           group by 1
        )
        select to_char(weeks.week, 'YYYY-MM-DD') as week_start, coalesce(counted.value, 0)::int as value
          from weeks left join counted on counted.week = weeks.week
         order by weeks.week`,
  );
  return rows.map((row) => ({ weekStart: row.week_start, value: Number(row.value) }));
}
