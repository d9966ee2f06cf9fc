/** The port of the journeys' all-in-one server (E2E_PORT+1 and +2 are its fake model API and NCBI). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);

/**
 * The server's data folder, from the repository's root: its database, its uploads, and its
 * published remotes (`remotes/`, a copy of dist/remotes made at its start, which a journey may
 * publish into and roll back without touching the developer's builds).
 */
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
