/**
 * Where the message form returns (spec 001 "Moderation"): /staff/message/list/{rt} when rt is set,
 * else the address in ru (a path of this site only, never another site), else the list.
 */
export function messageReturnTarget(search: URLSearchParams): string {
  const rt = search.get('rt');
  if (rt && /^[1-9][0-9]{0,9}$/.test(rt)) return `/staff/message/list/${rt}`;
  const ru = search.get('ru');
  if (ru && ru.startsWith('/') && !ru.startsWith('//') && !ru.startsWith('/\\')) return ru;
  return '/staff/message/list';
}
