import { useState } from 'react';
import { liveApi, liveControlApi } from '@canal/contracts';
import { Alert, Button, Card, Empty, Flex, LinkButton, LoadingBlock, Space, Tag, Typography, useEndpoint } from '@canal/kit';
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
  const resetVotes = useControlAction(liveControlApi.quizReset, { invalidates: [liveControlApi.quizList] });
  const deleteQuestion = useControlAction(liveControlApi.quizDelete, { invalidates: [liveControlApi.quizList] });
  const [pending, setPending] = useState<Pending>(null);

  if (!list.data) return list.error ? <Alert type="error" showIcon title={list.error} /> : <LoadingBlock />;
  const { data: questions, state } = list.data;
  const activeId = state.contentType === 'quiz' || state.contentType === 'poll' ? Number(state.contentId) : null;
  const showResults = state.contentOptions.showResults === true;

  const confirm = async () => {
    if (!pending) return;
    const { kind, id } = pending;
    await (kind === 'reset' ? resetVotes.mutate({ eventId, q: id, quiz_form: 'true' }) : deleteQuestion.mutate({ id }));
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
      {questions.map((question, index) => (
        <QuizQuestionCard
          key={question.id}
          eventId={eventId}
          question={question}
          index={index}
          active={question.id === activeId}
          showResults={showResults}
          onAsk={(kind) => setPending({ kind, id: question.id })}
        />
      ))}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'reset' ? 'Remise à zéro' : undefined}
        running={resetVotes.pending || deleteQuestion.pending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'reset' ? 'Toutes les réponses des participants à cette question seront effacées. Continuer ?' : undefined}
      </ConfirmDialog>
    </Flex>
  );
}

interface QuizQuestionCardProps {
  eventId: number;
  question: liveControlApi.ManagedQuiz;
  index: number;
  active: boolean;
  showResults: boolean;
  onAsk: (kind: 'reset' | 'delete') => void;
}

/** One question with its counts and its own 'Activer' and results buttons: only the clicked one spins. */
function QuizQuestionCard({ eventId, question, index, active, showResults, onAsk }: QuizQuestionCardProps) {
  const setState = useControlAction(liveApi.stateSet, { invalidates: [liveControlApi.quizList, liveControlApi.orchestratorPanel] });
  const setOptions = useControlAction(liveApi.quizSetOptions, { invalidates: [liveControlApi.quizList] });
  const activate = () =>
    setState.mutate(active ? { eventId, contentType: 'none', contentId: 'none' } : { eventId, contentType: question.quizType, contentId: String(question.id) });
  const toggleResults = () => setOptions.mutate({ eventId, q: question.id, name: 'showResults', value: showResults ? 'false' : 'true' });
  return (
    <Card
      size="small"
      data-testid="quiz-question"
      style={active ? { borderColor: '#1677ff', boxShadow: '0 0 0 1px #1677ff' } : undefined}
      title={
        <Space wrap size={8}>
          <Typography.Text type="secondary">{index + 1}.</Typography.Text>
          {/* antd's gold text (#d48806 on #fffbe6) is 2.9:1; gold-9 reads at 7:1 (WCAG 2.2 AA asks 4.5:1). */}
          <Tag color={question.quizType === 'poll' ? 'geekblue' : 'gold'} style={question.quizType === 'poll' ? undefined : { color: '#874d00' }}>
            {question.quizType === 'poll' ? 'Sondage' : 'Quiz'}
          </Tag>
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
        <Button type={active ? 'default' : 'primary'} loading={setState.pending} onClick={() => void activate()}>
          {active ? 'Désactiver' : 'Activer'}
        </Button>
        {active && (
          <Button loading={setOptions.pending} onClick={() => void toggleResults()}>
            {showResults ? 'Masquer les résultats' : 'Afficher les résultats'}
          </Button>
        )}
        <LinkButton to={`/staff/quiz/${eventId}/edit/${question.id}`}>Editer</LinkButton>
        {!active && <Button onClick={() => onAsk('reset')}>Remise à zéro</Button>}
        {!active && (
          <Button danger onClick={() => onAsk('delete')}>
            Supprimer
          </Button>
        )}
      </Space>
    </Card>
  );
}
