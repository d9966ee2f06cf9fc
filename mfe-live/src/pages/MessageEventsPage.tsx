import { Alert, LinkButton, PageSection, useSession } from '@canal/kit';
import { EventCards } from '../control/EventCards';

/** /staff/message/list: choose the session whose questions to moderate, latest first; without the moderation right (buadmCtr, invit), no button that leads to a refusal. */
export default function MessageEventsPage() {
  const session = useSession();
  const messages = session.can('moderation');
  return (
    <PageSection title="Veuillez choisir la session à modérer">
      {!messages && <Alert type="info" showIcon title="Votre compte ne permet pas de modérer les sessions." style={{ marginBottom: 16 }} />}
      <EventCards
        action={(event) =>
          messages && (
            <LinkButton to={`/staff/message/list/${event.id}`} type="primary">
              Voir les messages
            </LinkButton>
          )
        }
      />
    </PageSection>
  );
}
