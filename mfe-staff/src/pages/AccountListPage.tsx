import { PageSection, useSession } from '@canal/kit';
import { DynamicList } from '@canal/kit/lists';
import { ACCOUNT_API, ACCOUNT_ROUTES } from '../account/accountRoutes';

/**
 * /staff/account/list: 'Professionnels de santé', the server-declared accounts list (filters, sort,
 * pages and export in the URL); 'Ajouter' for admin only; a row expands its 'Webconfs' sub-panel.
 */
export default function AccountListPage() {
  const session = useSession();
  return (
    <PageSection>
      <DynamicList
        module={ACCOUNT_API}
        title="Professionnels de santé"
        headingLevel={1}
        canAdd={session.can('accountsCreate')}
        addRoute={ACCOUNT_ROUTES.create}
        editRoute={ACCOUNT_ROUTES.edit}
      />
    </PageSection>
  );
}
