/**
 * What PostgreSQL said about a failed query, read from the error drizzle throws (its `cause`) or
 * from the driver's own error. Only the SQLSTATE code, the server's message and the constraint:
 * never the query's parameters (a password hash, an e-mail, a registry number) nor the `detail`
 * line, which quotes the offending values.
 */
export interface DatabaseProblem {
  code: string;
  message: string;
  constraint?: string;
  table?: string;
  /** The SQL text, without its parameters. */
  query?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function databaseProblemOf(error: unknown): DatabaseProblem | null {
  for (let current: unknown = error, depth = 0; isRecord(current) && depth < 4; current = current.cause, depth += 1) {
    const code = current.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof current.message === 'string') {
      const query = isRecord(error) && typeof error.query === 'string' ? error.query : undefined;
      return {
        code,
        message: current.message,
        constraint: typeof current.constraint === 'string' ? current.constraint : undefined,
        table: typeof current.table === 'string' ? current.table : undefined,
        query,
      };
    }
  }
  return null;
}

/** 23505: a unique index refused the row (two registrations with one e-mail at the same moment). */
export const isUniqueViolation = (error: unknown) => databaseProblemOf(error)?.code === '23505';
