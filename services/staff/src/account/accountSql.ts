import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@canal/service-core';
import { JOB_LABELS } from '@canal/contracts';
import { ROLE_LABELS, SUB_ROLE_LABELS } from './accountOptions';

const { users } = schema;

/** CASE column WHEN code THEN label ... ELSE column END: a label the database can sort and search. */
export function labelOf(column: AnyPgColumn, labels: Record<string, string>): SQL<string> {
  const branches = Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`);
  return sql<string>`(case ${column} ${sql.join(branches, sql` `)} else coalesce(${column}, '') end)`;
}

export const jobLabelSql = labelOf(users.job, JOB_LABELS);

/** 'Staff — Modérateur', 'Membre'... */
export const roleLabelSql = sql<string>`(case when ${users.subRole} is null then ${labelOf(users.role, ROLE_LABELS)} else ${labelOf(users.role, ROLE_LABELS)} || ' — ' || ${labelOf(users.subRole, SUB_ROLE_LABELS)} end)`;

/** Up to two initials: first name and last name. */
export const initialsSql = sql<string>`upper(left(${users.firstname}, 1) || left(${users.lastname}, 1))`;
