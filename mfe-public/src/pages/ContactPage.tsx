import { useSearchParams } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { DynamicForm } from '@canal/kit/forms';

const CONTACT_FORM_URL = '/api/contact';

/**
 * /contact[?s=3]: the contact form the server composes for the caller (full for visitors and
 * members, short for staff and speakers; 'labo' and the message once logged in), ?s= preselecting
 * the subject. Sent, the form gives way to the confirmation.
 */
export default function ContactPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const subject = params.get('s');
  return (
    <PageSection title="Contact" maxWidth={720}>
      <DynamicForm
        key={session.user?.id ?? 'visitor'}
        fetchUrl={CONTACT_FORM_URL}
        view={subject && /^[1-3]$/.test(subject) ? subject : undefined}
        afterEdit="log"
        hideOnComplete
        fullSize
      />
    </PageSection>
  );
}
