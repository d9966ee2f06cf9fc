/** A call the server answered with a 4xx or a 5xx: its status and its body (the envelope, when there is one). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpFailure';
  }
}

/** A call that got no answer: no network, the server unreachable, or no answer within the client's timeout. */
export class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
    this.name = 'NetworkFailure';
  }
}
