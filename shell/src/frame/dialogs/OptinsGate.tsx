import { lazy, Suspense, useState } from 'react';
import type { FormDefinition } from '@canal/contracts';
import { kitStore, LoadingBlock, Modal, sessionAtom, useSession } from '@canal/kit';
import { needsOptins } from './needsOptins';
import { useInertPage } from './useInertPage';

const OPTINS_FORM_URL = '/api/account/editOptins';

/** The forms part of the kit is fetched only when the dialog opens: most visits never need it. */
const DynamicForm = lazy(() => import('@canal/kit/forms').then((forms) => ({ default: forms.DynamicForm })));

/** The server saved the consents: the session user has updated them, so the dialog closes. */
function markOptinsUpdated(): void {
  const current = kitStore.get(sessionAtom);
  if (current.user) kitStore.set(sessionAtom, { ...current, user: { ...current.user, hasUpdatedOptins: 1 } });
}

/**
 * The blocking consent dialog (spec 000 sections 2.2, 3 "Optins form", 4 "Optins dialog"): a
 * logged-in user whose hasUpdatedOptins is 0 or null fills in the server's optins form before using
 * the site. No close icon, no mask click, no Escape; the page behind is inert until it is saved.
 */
export function OptinsGate() {
  const session = useSession();
  const [title, setTitle] = useState<string | undefined>(undefined);
  const open = session.known && needsOptins(session.user);
  useInertPage(open);
  if (!open || !session.user) return null;
  return (
    <Modal
      open
      title={title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Suspense fallback={<LoadingBlock />}>
        <DynamicForm
          key={session.user.id}
          fetchUrl={OPTINS_FORM_URL}
          extraFields={{ id: String(session.user.id) }}
          afterEdit="onFormComplete"
          onFormComplete={markOptinsUpdated}
          onLoaded={(definition: FormDefinition) => setTitle(definition.title)}
          fullSize
        />
      </Suspense>
    </Modal>
  );
}
