import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { DynamicForm, HistoryPanel } from '@canal/kit/forms';
import { ACCOUNT_API, ACCOUNT_ROUTES } from '../account/accountRoutes';

/**
 * /staff/account/edit[/{id}]: the server-declared account form. Saving or cancelling returns to the
 * list; Activer / Désactiver / Bloquer (the server's bottom actions) ask for a confirmation, show the
 * server's log on failure and return to the list on success. Creating (no id) is for admin only.
 */
export default function AccountEditPage() {
  const { id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const [title, setTitle] = useState(id ? 'Edition du compte' : 'Nouveau compte');
  if (!id && !session.can('accountsCreate')) return <Navigate to={ACCOUNT_ROUTES.list} replace />;
  return (
    <PageSection title={title} maxWidth={960} extra={<Link to={ACCOUNT_ROUTES.list}>Professionnels de santé</Link>}>
      <DynamicForm
        key={id ?? 'new'}
        fetchUrl={`${ACCOUNT_API}/edit`}
        id={id ?? null}
        fullSize
        redirectTo={ACCOUNT_ROUTES.list}
        onCancel={() => void navigate(ACCOUNT_ROUTES.list)}
        onLoaded={(definition) => {
          if (definition.title) setTitle(definition.title);
        }}
      />
      <HistoryPanel module="account" id={id} />
    </PageSection>
  );
}
