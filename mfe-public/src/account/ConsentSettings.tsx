import { privacyApi } from '@canal/contracts';
import { ConsentHistory, Typography, useEndpoint, useSession } from '@canal/kit';
import { DynamicForm } from '@canal/kit/forms';

/** The optins dialog's own form (spec 000 §7 `{account}/editOptins`): one form and one record of consents, wherever they are changed. */
const OPTINS_FORM_URL = '/api/account/editOptins';
export const CONSENTS_SAVED = 'Vos choix ont bien été enregistrés.';

/**
 * 'Mes consentements': the consents as they stand, changeable at any time (the privacy page sends
 * members here to withdraw one), and the record of every choice with its date, the same rows staff see.
 */
export function ConsentSettings() {
  const session = useSession();
  const history = useEndpoint(privacyApi.myConsents, {}, { scope: session.user?.id ?? null });
  return (
    <>
      <DynamicForm
        fetchUrl={OPTINS_FORM_URL}
        extraFields={session.user ? { id: String(session.user.id) } : undefined}
        afterEdit="both"
        successMessage={CONSENTS_SAVED}
        submitLabel="Valider mes choix"
        onFormComplete={() => void history.refetch()}
        fullSize
      />
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 8px' }}>
        Vous pouvez donner ou retirer chaque consentement à tout moment. Chaque choix est enregistré avec sa date.
      </Typography.Paragraph>
      <Typography.Text strong id="consent-history" style={{ display: 'block', margin: '16px 0 4px' }}>
        Historique de mes choix
      </Typography.Text>
      {history.error ? (
        <Typography.Text type="danger">{history.error}</Typography.Text>
      ) : history.data ? (
        <ConsentHistory changes={history.data.data.changes} labelledBy="consent-history" />
      ) : null}
    </>
  );
}
