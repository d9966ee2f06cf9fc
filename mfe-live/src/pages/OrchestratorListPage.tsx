import { LinkButton, PageSection } from '@canal/kit';
import { EventCards } from '../control/EventCards';

/** /staff/orchestrator/list: the moderation home (spec 001 section 2 "Moderation"). */
export default function OrchestratorListPage() {
  return (
    <PageSection title="Veuillez choisir la session à modérer">
      <EventCards
        action={(event) => (
          <LinkButton to={`/staff/orchestrator/${event.id}/control`} type="primary">
            Modérer
          </LinkButton>
        )}
      />
    </PageSection>
  );
}
