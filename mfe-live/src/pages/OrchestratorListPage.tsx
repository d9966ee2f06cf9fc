import { LinkButton, PageSection, Space, useSession } from '@canal/kit';
import { EventCards } from '../control/EventCards';

/**
 * /staff/orchestrator/list: the moderation home (spec 001 section 2 "Moderation"). 'Modérer' opens
 * the panel; those who moderate questions also get 'Voir les messages', since the panel shows mod
 * and buadm only the live-view button, and a speaker may read the questions but not open the panel.
 */
export default function OrchestratorListPage() {
  const session = useSession();
  const panel = session.can('messageModeration');
  const messages = session.can('moderation');
  return (
    <PageSection title="Veuillez choisir la session à modérer">
      <EventCards
        action={(event) => (
          <Space wrap>
            <LinkButton to={panel ? `/staff/orchestrator/${event.id}/control` : `/staff/message/list/${event.id}`} type="primary">
              Modérer
            </LinkButton>
            {panel && messages && <LinkButton to={`/staff/message/list/${event.id}`}>Voir les messages</LinkButton>}
          </Space>
        )}
      />
    </PageSection>
  );
}
