import { fileUrl, staffApi, type FormField } from '@canal/contracts';

/** Shown on the account form when the account sent one: read-only, its link the guarded route. */
export const authorisationField: FormField = { id: 'accountAuthorisation', label: 'Autorisation signée (étudiant)', type: 'File', disabled: true, maxFiles: 1 };

/** The authorisation as the account form shows it: a file whose link is the guarded route (staffApi.accountAuthorisation). */
export function authorisationValue(accountId: number, files: readonly { name?: string; size?: number }[]) {
  return files
    .slice(0, 1)
    .map((file) => ({ dest: fileUrl(staffApi.accountAuthorisation, { id: accountId }), name: file.name ?? 'autorisation', size: file.size ?? 0 }));
}
