import { liveApi, liveControlApi, type LiveContentState } from '@canal/contracts';
import { Button, Space, Typography } from '@canal/kit';
import { useControlAction } from './useControlAction';

/** Shows or hides 'Posez votre question :' in the participants' overlay (content type comment). */
export function CommentToggle({ eventId, state }: { eventId: number; state: LiveContentState }) {
  const setState = useControlAction(liveApi.stateSet, { invalidates: [liveControlApi.orchestratorPanel] });
  const active = state.contentType === 'comment';
  const toggle = () =>
    setState.mutate(active ? { eventId, contentType: 'none', contentId: 'none' } : { eventId, contentType: 'comment', contentId: 'comment' });
  return (
    <Space wrap>
      <Typography.Text type="secondary">
        {active ? 'Les participants voient « Posez votre question : ».' : 'Inviter les participants à poser leurs questions :'}
      </Typography.Text>
      <Button loading={setState.pending} onClick={() => void toggle()}>
        {active ? 'Désactiver' : 'Activer'}
      </Button>
    </Space>
  );
}
