import { refreshSession } from '@canal/kit';
import { DynamicForm } from '@canal/kit/forms';

const MY_ACCOUNT_FORM_URL = '/api/account/me';
const MY_ACCOUNT_SAVED = 'Vos modifications ont bien été enregistrées';

/** The logged-in user's own account form; once saved, the message shows and the session is read again. */
export function MyAccountForm() {
  return (
    <DynamicForm fetchUrl={MY_ACCOUNT_FORM_URL} afterEdit="both" successMessage={MY_ACCOUNT_SAVED} onFormComplete={() => void refreshSession()} fullSize />
  );
}
