import { jobLabelIn, jobOptions, JOB_LABELS, type FormField, type SiteVariant } from '@canal/contracts';
import { JOBS_NEEDING_PRECISION, ROLE_OPTIONS, STATUS_OPTIONS, SUB_ROLE_OPTIONS } from './accountOptions';
import { REGISTRY_CATEGORY } from './registryNumber';

/** The profession on the back office's account form: the jobs of the site's variant. */
export const jobField = (variant: SiteVariant): FormField => ({
  id: 'accountJob',
  label: 'Profession',
  type: 'select',
  validators: ['notEmpty'],
  options: jobOptions(variant),
  helperText: 'Pour « Autre », une précision vous sera demandée.',
  // Every job but those with a free-text precision shows the registry number (registryNumber.ts).
  categoryTrigger: Object.fromEntries(jobOptions(variant).flatMap(({ value }) => (JOBS_NEEDING_PRECISION.includes(value) ? [] : [[value, REGISTRY_CATEGORY]]))),
});

/**
 * The profession on a member's own form: shown by its plain name, not changed there, since it is
 * what the registry number (RPPS, ADELI) vouched for; staff change it on the account's page.
 */
export const ownJobField = (variant: SiteVariant): FormField => ({
  ...jobField(variant),
  categoryTrigger: undefined,
  disabled: true,
  // Every code by its plain name: a member's stored job may be one the variant no longer offers.
  options: Object.keys(JOB_LABELS).map((value) => ({ value, label: jobLabelIn(variant, value) })),
  helperText: 'Pour changer de profession, écrivez-nous depuis la page Contact : elle est liée à votre numéro RPPS ou ADELI.',
});

/** Role and sub-role: the sub-role shows only for staff (category 'staff', triggered by the role). */
export const accessFields = (editable: boolean): FormField[] => [
  {
    id: 'accountRole',
    label: 'Rôle',
    type: 'select',
    validators: ['notEmpty'],
    options: ROLE_OPTIONS,
    disabled: !editable,
    categoryTrigger: { staff: 'staff' },
    sizes: { xs: 12, md: 6 },
  },
  {
    id: 'accountSubRole',
    label: 'Sous-rôle',
    type: 'select',
    validators: ['notEmpty'],
    options: SUB_ROLE_OPTIONS,
    disabled: !editable,
    category: 'staff',
    sizes: { xs: 12, md: 6 },
  },
  { id: 'accountStatus', label: 'Statut', type: 'select', options: STATUS_OPTIONS, disabled: true, sizes: { xs: 12, md: 6 } },
];

/** One's own new password (the account form of someone else has none: see passwordLink). */
export const passwordField = (hardened: boolean): FormField => ({
  id: 'accountPassword',
  label: 'Nouveau mot de passe',
  type: 'text',
  inputType: 'password',
  validators: ['password'],
  hardened,
  maxLength: 64,
  helperText: `Laisser vide pour conserver le mot de passe actuel. ${
    hardened ? 'Au moins 13 caractères, dont une majuscule, un chiffre et un caractère spécial.' : 'Au moins 8 caractères, dont une majuscule et un chiffre.'
  }`,
});
