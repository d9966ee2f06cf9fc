/**
 * The fields of a chat call, with the page's `user` query parameter forwarded when present
 * (POST /api/gpt/api.php?action={name}, form-urlencoded).
 */
export function withUser<T extends object>(fields: T, user: string | null): T & { user?: string } {
  return user === null ? fields : { ...fields, user };
}
