/** How often a waited-for condition is read again. */
const READ_AGAIN_MS = 50;

/**
 * Waits for a condition rather than for a length of time: reads `read` until `holds` accepts its
 * value (a server's cache refreshed, a message come through Redis, a run completed), or `withinMs`
 * have passed. Answers the last value read either way, so that the test's own assertion says what
 * was wrong.
 */
export async function eventually<T>(read: () => T | Promise<T>, holds: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, READ_AGAIN_MS));
    value = await read();
  }
  return value;
}
