import { safeLinkUrl } from '../safeLinkUrl';

export interface RoomRedirect {
  to: string;
  toMethod: 'GET' | 'POST';
  toData: Record<string, string>;
}

/**
 * Goes to the external room as events/redir says (spec 000 section 7): GET navigates; any other
 * method posts a hidden form carrying toData, which is how the room platform receives its key.
 * An address that is not http(s) is refused, so that a wrong setting can never run script.
 */
export function followRedirect({ to, toMethod, toData }: RoomRedirect, page: Pick<Window, 'location' | 'document'> = window): boolean {
  const address = safeLinkUrl(to);
  if (!address) return false;
  if (toMethod === 'GET') {
    page.location.assign(address);
    return true;
  }
  const form = page.document.createElement('form');
  form.method = 'post';
  form.action = address;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(toData)) {
    const input = page.document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  page.document.body.appendChild(form);
  form.submit();
  return true;
}
