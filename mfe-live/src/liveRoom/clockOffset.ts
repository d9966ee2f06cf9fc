/**
 * Server clock minus browser clock, estimated at the middle of the request so that the
 * countdown stays right on a computer whose clock is off.
 */
export function clockOffset(serverNowMs: number, sentAtMs: number, receivedAtMs: number): number {
  return Math.round(serverNowMs - (sentAtMs + receivedAtMs) / 2);
}
