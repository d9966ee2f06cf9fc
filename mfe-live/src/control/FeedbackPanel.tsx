import { useState } from 'react';
import { liveApi, liveControlApi } from '@canal/contracts';
import { Alert, Button, Flex, LinkButton, LoadingBlock, Space, Tag, Typography, useEndpoint } from '@canal/kit';
import { ConfirmDialog } from './ConfirmDialog';
import { useControlAction } from './useControlAction';

/** The Feedback tab: activated or deactivated with one toggle; admin 'Remise à zéro' and 'Editer'. */
export function FeedbackPanel({ eventId }: { eventId: number }) {
  const list = useEndpoint(liveControlApi.feedbackList, { eventId }, { pollMs: 5000 });
  const setState = useControlAction(liveApi.stateSet, { invalidates: [liveControlApi.feedbackList, liveControlApi.orchestratorPanel] });
  const resetAnswers = useControlAction(liveControlApi.feedbackReset, { invalidates: [liveControlApi.feedbackList] });
  const [resetting, setResetting] = useState(false);

  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  const { state, answers, data: items } = list.data;
  const active = state.contentType === 'feedback';
  const toggle = () =>
    setState.mutate(active ? { eventId, contentType: 'none', contentId: 'none' } : { eventId, contentType: 'feedback', contentId: String(eventId) });
  const reset = async () => {
    await resetAnswers.mutate({ eventId });
    setResetting(false);
  };

  return (
    <Flex vertical gap={12} data-testid="feedback-panel">
      <Space wrap>
        <Typography.Text>Le questionnaire de satisfaction est</Typography.Text>
        <Tag color={active ? 'red' : 'default'}>{active ? 'activé' : 'désactivé'}</Tag>
      </Space>
      <Typography.Text type="secondary">
        {items.length} question{items.length > 1 ? 's' : ''} · {answers} participant{answers > 1 ? 's ont' : ' a'} répondu
      </Typography.Text>
      <Space wrap>
        <Button type={active ? 'default' : 'primary'} loading={setState.pending} disabled={!active && items.length === 0} onClick={() => void toggle()}>
          {active ? 'Désactiver' : 'Activer'}
        </Button>
        <Button onClick={() => setResetting(true)}>Remise à zéro</Button>
        <LinkButton to={`/staff/feedback/${eventId}/list`}>Editer</LinkButton>
      </Space>
      <ConfirmDialog open={resetting} title="Remise à zéro" running={resetAnswers.pending} onConfirm={() => void reset()} onCancel={() => setResetting(false)}>
        Toutes les réponses des participants au questionnaire seront effacées. Continuer ?
      </ConfirmDialog>
    </Flex>
  );
}
