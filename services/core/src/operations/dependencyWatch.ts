import { timedCheck, type CheckResult } from './readiness';

/**
 * A dependency this process reads (the database, Redis), checked at every probe. A failed check is
 * tried once more at once (a connection the server closed is replaced by the pool's next one);
 * a failure that lasts is remembered from its start, so that /healthz, /readyz and the operations
 * page say since when, and readiness may forgive it for `graceMs`: a blip of a shared dependency
 * must not take every pod out of its Service at once.
 */
export class DependencyWatch {
  private failingSince: number | null = null;

  constructor(
    readonly name: string,
    private readonly check: () => Promise<void>,
    /** How long a continuous failure leaves this process ready (Infinity: never fails readiness). */
    private readonly graceMs: number,
    private readonly now: () => number,
  ) {}

  /** The check's result (its error saying since when it fails), and whether readiness must fail for it. */
  async probe(): Promise<{ result: CheckResult; blocking: boolean }> {
    let result = await timedCheck(this.name, this.check);
    if (!result.ok) result = await timedCheck(this.name, this.check);
    const at = this.now();
    if (result.ok) {
      this.failingSince = null;
      return { result, blocking: false };
    }
    this.failingSince ??= at;
    const failedMs = at - this.failingSince;
    const tolerated = Number.isFinite(this.graceMs) ? `, ce processus reste prêt ${Math.round(this.graceMs / 1000)} s` : ', ce processus reste prêt';
    const error = `${result.error ?? 'échec'} (en échec depuis ${Math.round(failedMs / 1000)} s, réessayé à chaque sonde${tolerated})`;
    return { result: { ...result, error }, blocking: failedMs >= this.graceMs };
  }
}
