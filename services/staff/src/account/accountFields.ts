import type { FormField } from '@canal/contracts';
import { JOB_OPTIONS, ROLE_OPTIONS, STATUS_OPTIONS, SUB_ROLE_OPTIONS } from './accountOptions';

const NAME_RULES = ['notEmpty', 'alphaNum'];

/** The identity fields shared by the back-office edit form and "my account". */
export const identityFields = (emailDisabled: boolean): FormField[] => [
  {
    id: 'accountEmail',
    label: 'Email',
    type: 'text',
    inputType: 'email',
    validators: ['notEmpty', 'email'],
    maxLength: 64,
    disabled: emailDisabled,
    sizes: { xs: 12 },
  },
  { id: 'accountFirstname', label: 'Prénom', type: 'text', validators: NAME_RULES, maxLength: 64, sizes: { xs: 12, md: 6 } },
  { id: 'accountLastname', label: 'Nom', type: 'text', validators: NAME_RULES, maxLength: 64, sizes: { xs: 12, md: 6 } },
  {
    id: 'accountCell',
    label: 'Téléphone portable',
    type: 'text',
    inputType: 'tel',
    validators: ['cell'],
    maxLength: 20,
    placeholder: '06 12 34 56 78',
    sizes: { xs: 12, md: 6 },
  },
  { id: 'accountCity', label: 'Ville', type: 'text', validators: ['alphaNum'], maxLength: 64, sizes: { xs: 12, md: 6 } },
];

export const jobField: FormField = {
  id: 'accountJob',
  label: 'Profession',
  type: 'select',
  validators: ['notEmpty'],
  options: JOB_OPTIONS,
  helperText: 'Pour « Autre », une précision vous sera demandée.',
};

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

export const passwordField = (creating: boolean, hardened: boolean): FormField => ({
  id: 'accountPassword',
  label: creating ? 'Mot de passe' : 'Nouveau mot de passe',
  type: 'text',
  inputType: 'password',
  validators: creating ? ['notEmpty', 'password'] : ['password'],
  hardened,
  maxLength: 64,
  helperText: `${creating ? '' : 'Laisser vide pour conserver le mot de passe actuel. '}${
    hardened ? 'Au moins 13 caractères, dont une majuscule, un chiffre et un caractère spécial.' : 'Au moins 8 caractères, dont une majuscule et un chiffre.'
  }`,
});
