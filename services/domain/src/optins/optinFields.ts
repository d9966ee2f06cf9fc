import { isChecked, type FormField, type FormValues } from '@canal/contracts';

/** The consents a user gives or withdraws; each is a checkbox ('on' or ''). */
export const OPTIN_FIELDS: FormField[] = [
  {
    id: 'accountOptin1',
    label: 'J’accepte de recevoir par e-mail les invitations aux émissions et les informations de Canal Pneumo.',
    type: 'checkbox',
    fullSize: true,
  },
  {
    id: 'accountOptin2',
    label: 'J’accepte de recevoir par e-mail des informations scientifiques et promotionnelles du laboratoire.',
    type: 'checkbox',
    fullSize: true,
  },
  {
    id: 'accountOptin3',
    label: 'J’accepte que mes réponses aux questionnaires de satisfaction soient utilisées à des fins statistiques.',
    type: 'checkbox',
    fullSize: true,
  },
];

export const OPTIN_IDS = OPTIN_FIELDS.map((field) => field.id);

/** The consents a form's values give ('on') or withhold (''), one per optin, as users.optins keeps them. */
export function chosenOptins(values: FormValues): Record<string, string> {
  return Object.fromEntries(OPTIN_IDS.map((optin) => [optin, isChecked(values[optin]) ? 'on' : '']));
}

/** The dialog's title: the account must update its consent preferences. */
export const OPTINS_TITLE = 'Merci de mettre à jour vos préférences de consentement avant de continuer';
