import { lazy, Suspense, useState } from 'react';
import type { FormDefinition, SessionUser } from '@canal/contracts';
import { kitStore, LoadingBlock, Modal, sessionAtom } from '@canal/kit';

const OPTINS_FORM_URL = '/api/account/editOptins';

/** The forms part of the kit is fetched only when the dialog opens: most visits never need it. */
const DynamicForm = lazy(() => import('@canal/kit/forms').then((forms) => ({ default: forms.DynamicForm })));

/** The server saved the consents: the session user has updated them, so the dialog closes. */
function markOptinsUpdated(): void {
  const current = kitStore.get(sessionAtom);
  if (current.user) kitStore.set(sessionAtom, { ...current, user: { ...current.user, hasUpdatedOptins: 1 } });
}

/** The consent dialog itself (OptinsGate decides when): no close icon, no mask click, no Escape. */
export default function OptinsDialog({ user }: { user: SessionUser }) {
  const [title, setTitle] = useState<string | undefined>(undefined);
  return (
    <Modal open title={title} closable={false} mask={{ closable: false }} keyboard={false} footer={null} width={640} destroyOnHidden>
      <Suspense fallback={<LoadingBlock />}>
        <DynamicForm
          key={user.id}
          fetchUrl={OPTINS_FORM_URL}
          extraFields={{ id: String(user.id) }}
          afterEdit="onFormComplete"
          onFormComplete={markOptinsUpdated}
          onLoaded={(definition: FormDefinition) => setTitle(definition.title)}
          fullSize
        />
      </Suspense>
    </Modal>
  );
}
