import { Alert, LinkButton, PageSection, Space, useSession } from '@canal/kit';
import { EventCards } from '../control/EventCards';

/**
 * /staff/orchestrator/list: the moderation home (spec 001 section 2 "Moderation"), the live session
 * first, then the next ones, then the past ones. 'Modérer' opens the panel; those who moderate
 * questions also get 'Voir les messages'. For mod and buadm, whom the panel gives only the live-view
 * button (spec 001 section 6), the questions come first; a speaker may read the questions but not
 * open the panel. Staff who may do neither (buadmCtr, invit) see the sessions without a button that
 * would only lead to a refusal.
 */
export default function OrchestratorListPage() {
  const session = useSession();
  const panel = session.can('messageModeration');
  const messages = session.can('moderation');
  const questionsFirst = panel && messages && !session.can('admin');
  if (!panel && !messages) {
    return (
      <PageSection title="Veuillez choisir la session à modérer">
        <Alert type="info" showIcon title="Votre compte ne permet pas de modérer les sessions." style={{ marginBottom: 16 }} />
        <EventCards action={() => null} />
      </PageSection>
    );
  }
  return (
    <PageSection title="Veuillez choisir la session à modérer">
      <EventCards
        action={(event) => {
          const moderate = (
            <LinkButton
              key="moderate"
              to={panel ? `/staff/orchestrator/${event.id}/control` : `/staff/message/list/${event.id}`}
              type={questionsFirst ? 'default' : 'primary'}
            >
              Modérer
            </LinkButton>
          );
          const questions = panel && messages && (
            <LinkButton key="questions" to={`/staff/message/list/${event.id}`} type={questionsFirst ? 'primary' : 'default'}>
              Voir les messages
            </LinkButton>
          );
          return <Space wrap>{questionsFirst ? [questions, moderate] : [moderate, questions]}</Space>;
        }}
      />
    </PageSection>
  );
}
