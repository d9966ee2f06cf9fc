import type { FormBottomAction } from '@canal/contracts';

export const ACCOUNT_LIST_ROUTE = '/staff/account/list';

/** The three status changes of an account, as confirmed buttons under its edit form. */
export const STATUS_CHANGES = {
  activate: { statusKey: 'activation', target: 'active', label: 'Activer', title: 'Activation du compte', text: 'Souhaitez-vous activer ce compte ?' },
  deactivate: {
    statusKey: 'deactivation',
    target: 'inactive',
    label: 'Désactiver',
    title: 'Désactivation du compte',
    text: 'Souhaitez-vous désactiver ce compte ? Son titulaire ne pourra plus se connecter.',
  },
  block: {
    statusKey: 'block',
    target: 'blocked',
    label: 'Bloquer',
    title: 'Blocage du compte',
    text: 'Souhaitez-vous bloquer ce compte ? Son titulaire sera déconnecté et ne pourra plus se connecter.',
  },
} as const;

export type StatusChange = keyof typeof STATUS_CHANGES;

export function statusActions(accountId: number, status: string): FormBottomAction[] {
  return (Object.keys(STATUS_CHANGES) as StatusChange[])
    .filter((name) => STATUS_CHANGES[name].target !== status)
    .map((name) => {
      const change = STATUS_CHANGES[name];
      return {
        name,
        label: change.label,
        type: 'post',
        url: `/api/account/${name}`,
        statusKey: change.statusKey,
        params: { account: String(accountId) },
        fields: ['accountEventCategory'],
        confirm: { title: change.title, text: change.text },
        redirect: ACCOUNT_LIST_ROUTE,
        danger: name !== 'activate',
      };
    });
}
