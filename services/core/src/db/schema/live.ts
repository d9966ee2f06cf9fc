/**
 * Tables owned by the live service (issue work adds them here, one file per service,
 * so that parallel work on different services never edits the same schema file).
 * Re-exported by ../schema.ts, which drizzle-kit reads.
 */
export {};
