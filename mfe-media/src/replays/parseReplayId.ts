const POSTGRES_INT_MAX = 2_147_483_647;

/** A positive integer id from the address, or null (the page then says the content is not found). */
export function parseReplayId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= POSTGRES_INT_MAX ? id : null;
}
