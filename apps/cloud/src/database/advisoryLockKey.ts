/**
 * The SQL expression of the advisory lock key of `name` (a bigint from PostgreSQL's own hash), for
 * pg_advisory_lock and friends; the same name gives the same key on every instance.
 */
export const advisoryLockKey = (parameter: string) => `hashtextextended(${parameter}, 0)`
