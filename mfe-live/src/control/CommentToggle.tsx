import { liveApi, type LiveContentState } from '@canal/contracts';
import { Button, Space, Typography, callEndpoint } from '@canal/kit';
import { useControlAction } from './useControlAction';

/** Shows or hides 'Posez votre question :' in the participants' overlay (content type comment). */
export function CommentToggle({ eventId, state, onChanged }: { eventId: number; state: LiveContentState; onChanged(): unknown }) {
  const { running, run } = useControlAction();
  const active = state.contentType === 'comment';
  const toggle = () =>
    run('comment', () => callEndpoint(liveApi.stateSet, active ? { eventId, contentType: 'none', contentId: 'none' } : { eventId, contentType: 'comment', contentId: 'comment' }), onChanged);
  return (
    <Space wrap>
      <Typography.Text type="secondary">{active ? 'Les participants voient « Posez votre question : ».' : 'Inviter les participants à poser leurs questions :'}</Typography.Text>
      <Button loading={running === 'comment'} onClick={() => void toggle()}>
        {active ? 'Désactiver' : 'Activer'}
      </Button>
    </Space>
  );
}
