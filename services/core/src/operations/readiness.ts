/** One check of a readiness answer: what was checked, whether it passed, how long it took. */
export interface CheckResult {
  name: string;
  ok: boolean;
  /** Milliseconds the check took (a slow database shows here before it fails). */
  ms: number;
  /** Why it failed, in French, for the person on call. */
  error?: string;
}

/** The body of /readyz (and /healthz: the process check, then its dependencies' details). */
export interface ReadinessReport {
  ready: boolean;
  /** 'all-in-one', 'gateway', or the service's name. */
  process: string;
  /** When the checks ran (ISO 8601). */
  at: string;
  checks: CheckResult[];
}

/** A check that hangs (a database that no longer answers) fails after this, so that a probe never waits for it. */
export const CHECK_TIMEOUT_MS = 2000;

const elapsedMs = (start: bigint) => Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;

/** Runs one check, bounded in time; a thrown error or a timeout is a failed check naming its reason. */
export async function timedCheck(name: string, check: () => Promise<void>, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  const start = process.hrtime.bigint();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { name, ok: true, ms: elapsedMs(start) };
  } catch (error) {
    return { name, ok: false, ms: elapsedMs(start), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
