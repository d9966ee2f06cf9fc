import { useState } from 'react';
import { liveApi, liveControlApi } from '@canal/contracts';
import { Alert, Button, Card, Empty, Flex, LinkButton, LoadingBlock, Space, Tag, Typography, callEndpoint, useEndpoint } from '@canal/kit';
import { ResultBars } from '@canal/kit/charts';
import { quizBars } from '../results/quizBars';
import { ConfirmDialog } from './ConfirmDialog';
import { useControlAction } from './useControlAction';

/** While a question is on screen its counts move: the manager asks for them as often as presenters poll. */
const LIVE_COUNTS_MS = 2000;

type Pending = { kind: 'reset' | 'delete'; id: number } | null;

/**
 * The quiz manager (spec 001 "Orchestrator control panel", section 4 "Live content"): one question
 * on screen at a time; reset and delete are not offered on it (the server refuses them too).
 */
export function QuizManager({ eventId }: { eventId: number }) {
  const list = useEndpoint(liveControlApi.quizList, { eventId }, { pollMs: LIVE_COUNTS_MS });
  const { running, run } = useControlAction();
  const [pending, setPending] = useState<Pending>(null);

  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  const { data: questions, state } = list.data;
  const activeId = state.contentType === 'quiz' || state.contentType === 'poll' ? Number(state.contentId) : null;
  const showResults = state.contentOptions.showResults === true;

  const activate = (id: number, quizType: 'quiz' | 'poll') =>
    run(`activate-${id}`, () => callEndpoint(liveApi.stateSet, activeId === id ? { eventId, contentType: 'none', contentId: 'none' } : { eventId, contentType: quizType, contentId: String(id) }), list.refetch);
  const toggleResults = (id: number) =>
    run(`results-${id}`, () => callEndpoint(liveApi.quizSetOptions, { eventId, q: id, name: 'showResults', value: showResults ? 'false' : 'true' }), list.refetch);
  const confirm = async () => {
    if (!pending) return;
    const { kind, id } = pending;
    await run(
      `${kind}-${id}`,
      () => (kind === 'reset' ? callEndpoint(liveControlApi.quizReset, { eventId, q: id, quiz_form: 'true' }) : callEndpoint(liveControlApi.quizDelete, { id })),
      list.refetch,
    );
    setPending(null);
  };

  return (
    <Flex vertical gap={12} data-testid="quiz-manager">
      <Space wrap>
        <LinkButton to={`/staff/quiz/${eventId}/edit`} type="primary">
          Ajouter une question
        </LinkButton>
      </Space>
      {questions.length === 0 && <Empty description="Pas de question pour l'instant" />}
      {questions.map((question, index) => {
        const active = question.id === activeId;
        return (
          <Card
            key={question.id}
            size="small"
            data-testid="quiz-question"
            style={active ? { borderColor: '#1677ff', boxShadow: '0 0 0 1px #1677ff' } : undefined}
            title={
              <Space wrap size={8}>
                <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                <Tag color={question.quizType === 'poll' ? 'geekblue' : 'gold'}>{question.quizType === 'poll' ? 'Sondage' : 'Quiz'}</Tag>
                {active && <Tag color="red">Activé !</Tag>}
              </Space>
            }
            extra={
              <Typography.Text data-testid="quiz-voters">
                {question.voters} réponse{question.voters > 1 ? 's' : ''}
              </Typography.Text>
            }
          >
            <Typography.Paragraph strong style={{ whiteSpace: 'pre-wrap' }}>
              {question.quizQuestion}
            </Typography.Paragraph>
            <div style={{ marginBottom: 12 }} data-testid="quiz-results">
              <ResultBars large caption="Résultats de la question" bars={quizBars(question.quizAnswers, question.results, { quiz: question.quizType === 'quiz' })} />
            </div>
            <Space wrap>
              <Button type={active ? 'default' : 'primary'} loading={running === `activate-${question.id}`} onClick={() => void activate(question.id, question.quizType)}>
                {active ? 'Désactiver' : 'Activer'}
              </Button>
              {active && (
                <Button loading={running === `results-${question.id}`} onClick={() => void toggleResults(question.id)}>
                  {showResults ? 'Masquer les résultats' : 'Afficher les résultats'}
                </Button>
              )}
              <LinkButton to={`/staff/quiz/${eventId}/edit/${question.id}`}>Editer</LinkButton>
              {!active && <Button onClick={() => setPending({ kind: 'reset', id: question.id })}>Remise à zéro</Button>}
              {!active && (
                <Button danger onClick={() => setPending({ kind: 'delete', id: question.id })}>
                  Supprimer
                </Button>
              )}
            </Space>
          </Card>
        );
      })}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'reset' ? 'Remise à zéro' : undefined}
        running={running !== null}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'reset' ? 'Toutes les réponses des participants à cette question seront effacées. Continuer ?' : undefined}
      </ConfirmDialog>
    </Flex>
  );
}
