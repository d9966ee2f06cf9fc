import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * The registry number given at registration: RPPS (11 digits) or ADELI (9), kept in job_precision,
 * which holds a free-text profession for the jobs 'au' and 'x6' instead: '' then.
 */
export const registryNumberSql = sql<string>`(case when ${users.jobPrecision} ~ '^[0-9]{9}([0-9]{2})?$' then ${users.jobPrecision} else '' end)`;

/** What the accounts search reads, lower-cased: the same expression as the users_search_trgm index. */
export const accountSearchDocument = sql<string>`lower(${users.email} || ' ' || ${users.firstname} || ' ' || ${users.lastname})`;

const codesLabelled = (labels: Record<string, string>, text: string) => {
  const wanted = text.toLocaleLowerCase('fr');
  return Object.entries(labels)
    .filter(([, label]) => label.toLocaleLowerCase('fr').includes(wanted))
    .map(([code]) => code);
};

/** The accounts whose profession or role label contains the text ('pharmac' finds the pharmacists), or whose RPPS or ADELI number it is. */
export function accountLabelsMatching(text: string): SQL | undefined {
  const number = /^\d{9}(\d{2})?$/.test(text.trim()) ? eq(users.jobPrecision, text.trim()) : undefined;
  const jobs = codesLabelled(JOB_LABELS, text);
  const roles = codesLabelled(ROLE_LABELS, text);
  const subRoles = codesLabelled(SUB_ROLE_LABELS, text);
  return or(
    number,
    jobs.length ? inArray(users.job, jobs) : undefined,
    roles.length ? inArray(users.role, roles) : undefined,
    subRoles.length ? inArray(users.subRole, subRoles) : undefined,
  );
}
