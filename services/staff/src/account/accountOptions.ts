import { JOB_LABELS, SUB_ROLES, type FormOption, type SubRole } from '@canal/contracts';

/**
 * Account statuses: 'pending' waits for a staff check (the header's red badge counts them);
 * 'deleted' is an account anonymised at its holder's request, final (src/privacy/README.md).
 */
export const ACCOUNT_STATUSES = ['pending', 'active', 'inactive', 'blocked', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const STATUS_LABELS: Record<AccountStatus, string> = {
  pending: 'En attente',
  active: 'Actif',
  inactive: 'Désactivé',
  blocked: 'Bloqué',
  deleted: 'Supprimé',
};

export const STATUS_OPTIONS: FormOption[] = ACCOUNT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export const ROLE_LABELS: Record<string, string> = {
  member: 'Membre',
  speaker: 'Orateur',
  staff: 'Staff',
  admin: 'Administrateur',
};

export const SUB_ROLE_LABELS: Record<SubRole, string> = {
  buadm: 'Administrateur BU',
  buadmCtr: 'Contrôleur BU',
  mod: 'Modérateur',
  invit: 'Invitations',
};

export const ROLE_OPTIONS: FormOption[] = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
export const SUB_ROLE_OPTIONS: FormOption[] = SUB_ROLES.map((value) => ({ value, label: SUB_ROLE_LABELS[value] }));

/** Job codes; a label shared by several codes names its code, so that each option reads differently. */
export const JOB_OPTIONS: FormOption[] = Object.entries(JOB_LABELS).map(([value, label]) => {
  const shared = Object.values(JOB_LABELS).filter((other) => other === label).length > 1;
  return { value, label: shared ? `${label} (${value})` : label };
});

/** Jobs whose holder must say which profession it is (the precision dialog). */
export const JOBS_NEEDING_PRECISION = ['au', 'x6'];
