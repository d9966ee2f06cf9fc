import type { FormField } from '@canal/contracts';

const NAME_RULES = ['notEmpty', 'alphaNum'];

/**
 * The identity fields of an account: the back-office edit form, "my account" and the registration.
 * `emailNote`: said under the e-mail (an address waiting for its confirmation).
 */
export const identityFields = (emailDisabled: boolean, emailNote?: string): FormField[] => [
  {
    id: 'accountEmail',
    label: 'Email',
    type: 'text',
    inputType: 'email',
    validators: ['notEmpty', 'email'],
    maxLength: 64,
    disabled: emailDisabled,
    ...(emailNote ? { helperText: emailNote } : {}),
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
