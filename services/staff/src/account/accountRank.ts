import { isRole, isSubRole, type FormValues, type Principal } from '@canal/contracts';
import { ROLE_LABELS, SUB_ROLE_LABELS } from './accountOptions';

/** The role of an account as its form values hold it (accountRole, accountSubRole). */
export function principalOfValues(values: FormValues): Principal {
  const role = isRole(values.accountRole) ? values.accountRole : 'member';
  const subRole = role === 'staff' && isSubRole(values.accountSubRole) ? values.accountSubRole : null;
  return { role, subRole };
}

/** The role of a list row, read back from its label ('Staff — Administrateur BU'): the list shows labels, not codes. */
export function principalOfRoleLabel(label: unknown): Principal {
  const [roleLabel, subRoleLabel] = (typeof label === 'string' ? label : '').split(' — ');
  const role = Object.keys(ROLE_LABELS).find((code) => ROLE_LABELS[code] === roleLabel);
  const subRole = Object.entries(SUB_ROLE_LABELS).find(([, text]) => text === subRoleLabel)?.[0];
  // An unknown label counts as admin: the row is then read-only for everyone else.
  if (!isRole(role)) return { role: 'admin', subRole: null };
  return { role, subRole: role === 'staff' && isSubRole(subRole) ? subRole : null };
}
