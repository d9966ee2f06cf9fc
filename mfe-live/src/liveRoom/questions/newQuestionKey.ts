/** A key per question typed: the server stores a question once per key, so a retry after a lost answer does not double it. */
export function newQuestionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `q-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
