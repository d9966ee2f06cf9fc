import { LinkButton, PageSection } from '@canal/kit';
import { EventCards } from '../control/EventCards';

/** /staff/message/list: choose the session whose questions to moderate, latest first. */
export default function MessageEventsPage() {
  return (
    <PageSection title="Veuillez choisir la session à modérer">
      <EventCards
        action={(event) => (
          <LinkButton to={`/staff/message/list/${event.id}`} type="primary">
            Voir les messages
          </LinkButton>
        )}
      />
    </PageSection>
  );
}
