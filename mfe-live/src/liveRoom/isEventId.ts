/** The ids the server accepts: a positive integer written in digits. */
export function isEventId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}
