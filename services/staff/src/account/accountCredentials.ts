import { isAllowed } from '@canal/contracts';
import { HttpError, type Caller, type UserRow } from '@canal/service-core';
import { accountValues } from './accountValues';

/**
 * An account's credentials and status (e-mail, password, role, status) are changed by admin and buadm
 * only (`accountCredentials` in the contracts' access table): buadmCtr and invit open the account
 * screens, but an e-mail they set plus a password link they send would hand them the account.
 */
export const mayChangeCredentials = (caller: Pick<Caller, 'principal'>) => isAllowed('accountCredentials', caller.principal);

export const CREDENTIALS_REFUSED =
  'Seuls un administrateur et un administrateur BU peuvent modifier l’adresse e-mail, le mot de passe, le rôle ou le statut d’un compte.';

/** The form's fields that are credentials; the password is one's own only. */
const CREDENTIAL_FIELDS = ['accountEmail', 'accountPassword', 'accountRole', 'accountSubRole', 'accountStatus'] as const;

/** A posted value other than the stored one (the browser sends read-only fields back unchanged). */
function differs(field: (typeof CREDENTIAL_FIELDS)[number], posted: unknown, stored: string): boolean {
  if (typeof posted !== 'string') return true;
  if (field === 'accountEmail') return posted.trim().toLowerCase() !== stored.toLowerCase();
  return posted.trim() !== stored;
}

/**
 * For a caller without the right: refuses (403, nothing written) a post whose body changes one of
 * the credential fields of `account`, or carries a password for someone else. One's own new
 * password stays one's own (as « Mot de passe oublié » would give it).
 */
export function refuseCredentialChanges(call: Caller & { body: Record<string, unknown> | null }, account: UserRow): void {
  const body = call.body ?? {};
  const stored = accountValues(account);
  const self = call.user?.id === account.id;
  const touched = CREDENTIAL_FIELDS.some((field) => {
    if (!(field in body)) return false;
    if (field === 'accountPassword') return !self && body[field] !== '';
    const value = stored[field];
    return differs(field, body[field], typeof value === 'string' ? value : '');
  });
  if (touched) throw new HttpError(403, CREDENTIALS_REFUSED, 'credentials');
}

/** What a save that asked for a new address says after its success message. */
export const emailChangeLog = (newEmail: string, kept: string) =>
  `Un lien de confirmation a été envoyé à ${newEmail} : l’adresse ${kept} reste celle du compte jusqu’à sa confirmation.`;
